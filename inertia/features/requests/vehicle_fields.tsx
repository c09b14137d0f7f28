import {
  ActionIcon,
  Button,
  Checkbox,
  Grid,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Group,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useLocale, useT } from '~/lib/i18n'

export type VehicleValues = {
  category: string
  make: string
  model: string
  plate: string
  foreignPlate: boolean
  vin: string
  running: boolean
  declaredValue: string
}

/** A new vehicle: the first category offered (the usual "car" first in the defaults). */
export const emptyVehicle = (category = ''): VehicleValues => ({
  category,
  make: '',
  model: '',
  plate: '',
  foreignPlate: false,
  vin: '',
  running: true,
  declaredValue: '',
})

export const MAX_VEHICLES = 20

/** The vehicles repeater (1..20). */
export function VehicleFields({
  vehicles,
  onChange,
  errors,
  categories,
}: {
  vehicles: VehicleValues[]
  onChange: (vehicles: VehicleValues[]) => void
  errors: Record<string, string>
  categories: Data.Pricing.CategoryChoice[]
}) {
  const t = useT()
  const locale = useLocale()
  const set = (index: number, change: Partial<VehicleValues>) =>
    onChange(vehicles.map((vehicle, i) => (i === index ? { ...vehicle, ...change } : vehicle)))
  const data = categories.map((category) => ({
    value: category.code,
    label: locale === 'en' ? category.nameEn : category.nameIt,
  }))
  return (
    <Stack gap="xs">
      {vehicles.map((vehicle, index) => {
        const error = (field: string) => errors[`vehicles.${index}.${field}`]
        return (
          <Paper key={index} withBorder p="sm" radius="md">
            <Group justify="space-between" mb={4}>
              <Text fw={600}>{t('requests.form.vehicle', { n: index + 1 })}</Text>
              {vehicles.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('requests.form.remove_vehicle')}
                  onClick={() => onChange(vehicles.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
            <Grid gap="xs">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label={t('requests.form.category')}
                  data={data}
                  value={vehicle.category}
                  allowDeselect={false}
                  onChange={(category) => set(index, { category: category ?? vehicle.category })}
                  error={error('category')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TextInput
                  label={t('requests.form.make')}
                  value={vehicle.make}
                  maxLength={80}
                  onChange={(e) => set(index, { make: e.currentTarget.value })}
                  error={error('make')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TextInput
                  label={t('requests.form.model')}
                  value={vehicle.model}
                  maxLength={80}
                  onChange={(e) => set(index, { model: e.currentTarget.value })}
                  error={error('model')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('requests.form.plate')}
                  value={vehicle.plate}
                  maxLength={12}
                  onChange={(e) => set(index, { plate: e.currentTarget.value.toUpperCase() })}
                  error={error('plate')}
                />
                <Checkbox
                  mt={4}
                  size="xs"
                  label={t('requests.form.foreign_plate')}
                  checked={vehicle.foreignPlate}
                  onChange={(e) => set(index, { foreignPlate: e.currentTarget.checked })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('requests.form.vin')}
                  value={vehicle.vin}
                  maxLength={20}
                  onChange={(e) => set(index, { vin: e.currentTarget.value.toUpperCase() })}
                  error={error('vin')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('requests.form.declared_value')}
                  value={vehicle.declaredValue}
                  inputMode="decimal"
                  maxLength={20}
                  onChange={(e) => set(index, { declaredValue: e.currentTarget.value })}
                  error={error('declaredValue')}
                />
                <Checkbox
                  mt={4}
                  size="xs"
                  label={t('requests.form.running')}
                  checked={vehicle.running}
                  onChange={(e) => set(index, { running: e.currentTarget.checked })}
                />
              </Grid.Col>
            </Grid>
          </Paper>
        )
      })}
      {errors.vehicles && (
        <Text c="red" size="sm">
          {errors.vehicles}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={vehicles.length >= MAX_VEHICLES}
        onClick={() => onChange([...vehicles, emptyVehicle(categories[0]?.code)])}
      >
        {t('requests.form.add_vehicle')}
      </Button>
    </Stack>
  )
}
