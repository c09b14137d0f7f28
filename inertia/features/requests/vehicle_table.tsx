import { Paper, Table, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { money } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

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

/** The vehicles of a request or transport: category, make and model, plate and VIN, running, value. */
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
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        {t('requests.show.vehicles')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
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
                <Table.Td>
                  {[vehicle.plate, vehicle.vin].filter(Boolean).join(' · ') || '—'}
                </Table.Td>
                <Table.Td>
                  {vehicle.running ? t('requests.show.yes') : t('requests.show.no')}
                </Table.Td>
                <Table.Td className="money">{money(vehicle.declaredValueCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}
