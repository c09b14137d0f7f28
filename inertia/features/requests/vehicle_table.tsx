import { Paper, Stack, Table, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { money } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { RowCard } from '~/components/row_card'

type Vehicle = {
  id: number
  category: string
  make: string
  model: string
  plate: string | null
  vin: string | null
  running: boolean
  declaredValueCents: number
}

/**
 * The vehicles of a request or transport: category, make and model, plate
 * and VIN, running, value. Cards on a phone, a table on a wider screen.
 */
export function VehicleTable({
  vehicles,
  categories,
}: {
  vehicles: Vehicle[]
  categories: Data.Pricing.CategoryChoice[]
}) {
  const t = useT()
  const locale = useLocale()
  const categoryName = (code: string) => {
    const category = categories.find((candidate) => candidate.code === code)
    return category ? (locale === 'en' ? category.nameEn : category.nameIt) : code
  }
  const identity = (vehicle: Vehicle) =>
    [vehicle.plate, vehicle.vin].filter(Boolean).join(' · ') || '—'
  const running = (vehicle: Vehicle) =>
    vehicle.running ? t('requests.show.yes') : t('requests.show.no')
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        {t('requests.show.vehicles')}
      </Title>
      <Stack hiddenFrom="sm" gap="xs">
        {vehicles.map((vehicle) => (
          <RowCard
            key={vehicle.id}
            title={`${vehicle.make} ${vehicle.model}`}
            badge={<span className="money nowrap">{money(vehicle.declaredValueCents)}</span>}
            lines={[
              categoryName(vehicle.category),
              <span key="plate" style={{ overflowWrap: 'anywhere' }}>
                {t('requests.form.plate')}: {identity(vehicle)}
              </span>,
              `${t('requests.form.running')}: ${running(vehicle)}`,
            ]}
          />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('requests.form.category')}</Table.Th>
              <Table.Th>{t('requests.form.make_model')}</Table.Th>
              <Table.Th>{t('requests.form.plate')}</Table.Th>
              <Table.Th>{t('requests.form.running')}</Table.Th>
              <Table.Th>{t('requests.form.declared_value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vehicles.map((vehicle) => (
              <Table.Tr key={vehicle.id}>
                <Table.Td>{categoryName(vehicle.category)}</Table.Td>
                <Table.Td>
                  {vehicle.make} {vehicle.model}
                </Table.Td>
                <Table.Td>{identity(vehicle)}</Table.Td>
                <Table.Td>{running(vehicle)}</Table.Td>
                <Table.Td className="money">{money(vehicle.declaredValueCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}
