import {
  Badge,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { ITALIAN_PROVINCES, ITALIAN_REGIONS } from '@shared/italian_provinces'
import { useT } from '~/lib/i18n'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'

export type TransporterServices = Data.Teams.TeamServices.Variants['forTransporter']
export type DealerServices = Data.Teams.TeamServices.Variants['forDealer']
type ServicesCatalogue = Data.Teams.ServicesCatalogue

function firstError(errors: Record<string, string | undefined>, field: string) {
  return Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1]
}

function Badges({ items, label }: { items: string[]; label: (item: string) => string }) {
  const t = useT()
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('teams.services.none')}
      </Text>
    )
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light">
          {label(item)}
        </Badge>
      ))}
    </Group>
  )
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  )
}

/** The editable services form: saved with PUT on the team's services, "Save" under the fields. */
function ServicesFormFrame({
  teamId,
  form,
  children,
}: {
  teamId: number
  form: { put: (url: string, options: { preserveScroll: boolean }) => void; processing: boolean }
  children: React.ReactNode
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.put(urlFor('teams.services.update', { id: teamId }), { preserveScroll: true })
      }}
      noValidate
    >
      <Stack gap="md">
        {children}
        <FormActions processing={form.processing} />
      </Stack>
    </form>
  )
}

const REGION_DATA = ITALIAN_REGIONS.map((region) => ({ value: region.code, label: region.name }))
const PROVINCE_DATA = ITALIAN_REGIONS.map((region) => ({
  group: region.name,
  items: ITALIAN_PROVINCES.filter((province) => province.region === region.code).map(
    (province) => ({
      value: province.code,
      label: `${province.name} (${province.code})`,
    })
  ),
}))
const regionName = (code: string) =>
  ITALIAN_REGIONS.find((region) => region.code === code)?.name ?? code
const provinceName = (code: string) =>
  ITALIAN_PROVINCES.find((province) => province.code === code)?.name ?? code

/** Transporter: categories, regions and provinces served, equipment, capacity. */
export function TransporterServicesForm({
  teamId,
  services,
  catalogue,
  canEdit,
}: {
  teamId: number
  services: TransporterServices
  catalogue: ServicesCatalogue
  canEdit: boolean
}) {
  const t = useT()
  const form = useForm({
    categories: services.categories,
    regions: services.regions,
    provinces: services.provinces,
    equipment: services.equipment,
    capacity: services.capacity as number | null,
  })
  const errors = form.errors as Record<string, string | undefined>
  const category = (code: string) =>
    catalogue.categories.find((item) => item.code === code)?.name ?? code
  const equipment = (item: string) => t(`teams.services.equipment_item.${item}`)

  if (!canEdit) {
    return (
      <Stack gap="md">
        <Field label={t('teams.services.categories')}>
          <Badges items={services.categories} label={category} />
        </Field>
        <Field label={t('teams.services.regions')}>
          <Badges items={services.regions} label={regionName} />
        </Field>
        <Field label={t('teams.services.provinces')}>
          <Badges items={services.provinces} label={provinceName} />
        </Field>
        <Field label={t('teams.services.equipment')}>
          <Badges items={services.equipment} label={equipment} />
        </Field>
        <Field label={t('teams.services.capacity')}>
          <Text size="sm">{services.capacity ?? t('teams.services.not_set')}</Text>
        </Field>
      </Stack>
    )
  }

  return (
    <ServicesFormFrame teamId={teamId} form={form}>
      <Checkbox.Group
        label={t('teams.services.categories')}
        value={form.data.categories}
        onChange={(value) => form.setData('categories', value)}
        error={firstError(errors, 'categories')}
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
          {catalogue.categories.map((item) => (
            <Checkbox key={item.code} value={item.code} label={item.name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <MultiSelect
        label={t('teams.services.regions')}
        description={t('teams.services.regions_hint')}
        data={REGION_DATA}
        value={form.data.regions}
        onChange={(value) => form.setData('regions', value)}
        searchable
        clearable
        error={firstError(errors, 'regions')}
      />
      <MultiSelect
        label={t('teams.services.provinces')}
        description={t('teams.services.provinces_hint')}
        data={PROVINCE_DATA}
        value={form.data.provinces}
        onChange={(value) => form.setData('provinces', value)}
        searchable
        clearable
        maxDropdownHeight={280}
        error={firstError(errors, 'provinces')}
      />
      <Checkbox.Group
        label={t('teams.services.equipment')}
        value={form.data.equipment}
        onChange={(value) => form.setData('equipment', value)}
        error={firstError(errors, 'equipment')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
          {catalogue.equipment.map((item) => (
            <Checkbox key={item} value={item} label={equipment(item)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <NumberInput
        label={t('teams.services.capacity')}
        description={t('teams.services.capacity_hint', { max: catalogue.maxCapacity })}
        value={form.data.capacity ?? ''}
        onChange={(value) => form.setData('capacity', typeof value === 'number' ? value : null)}
        min={1}
        max={catalogue.maxCapacity}
        allowDecimal={false}
        allowNegative={false}
        w={200}
        error={errors.capacity}
      />
    </ServicesFormFrame>
  )
}

/** Dealer: the services wanted by default on every new transport request. */
export function DealerServicesForm({
  teamId,
  services,
  catalogue,
  canEdit,
}: {
  teamId: number
  services: DealerServices
  catalogue: ServicesCatalogue
  canEdit: boolean
}) {
  const t = useT()
  const form = useForm({ defaultServices: services.defaultServices })
  const errors = form.errors as Record<string, string | undefined>
  const label = (item: string) => t(`teams.services.dealer_service.${item}`)
  if (!canEdit) {
    return (
      <Field label={t('teams.services.default_services')}>
        <Badges items={services.defaultServices} label={label} />
      </Field>
    )
  }
  return (
    <ServicesFormFrame teamId={teamId} form={form}>
      <Checkbox.Group
        label={t('teams.services.default_services')}
        value={form.data.defaultServices}
        onChange={(value) => form.setData('defaultServices', value)}
        error={firstError(errors, 'defaultServices')}
      >
        <Stack gap="xs" mt="xs">
          {catalogue.dealerServices.map((item) => (
            <Checkbox key={item} value={item} label={label(item)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </ServicesFormFrame>
  )
}
