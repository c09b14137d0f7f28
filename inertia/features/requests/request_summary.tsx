import { Grid, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { date, money } from '@shared/format'
import type { Data } from '@generated/data'
import { useLocale, useT } from '~/lib/i18n'

type RequestDetail = Data.Requests.TransportRequest.Variants['forDealer']
type PlaceDetail = RequestDetail['delivery']

function Place({
  title,
  place,
  extra,
}: {
  title: string
  place: PlaceDetail
  extra?: string | null
}) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Title order={2} size="h5" mb={4}>
        {title}
      </Title>
      {extra && <Text fw={600}>{extra}</Text>}
      <Text size="sm">{place.street ?? '—'}</Text>
      <Text size="sm">
        {place.cap ?? ''} {place.city ?? ''} {place.province ? `(${place.province})` : ''}
      </Text>
      <Text size="sm" mt={4}>
        {[place.referentName, place.referentPhone, place.referentEmail]
          .filter(Boolean)
          .join(' · ') || '—'}
      </Text>
      <Text size="sm" mt={4} c="dimmed">
        {place.dateFrom && place.dateTo
          ? t('requests.show.window', { from: date(place.dateFrom), to: date(place.dateTo) })
          : '—'}
      </Text>
    </Paper>
  )
}

/** Places, vehicles, services and notes of a request (dealer and staff). */
export function RequestSummary({
  request,
  categories,
}: {
  request: RequestDetail
  categories: Data.Pricing.CategoryChoice[]
}) {
  const t = useT()
  const locale = useLocale()
  const categoryName = (code: string) => {
    const category = categories.find((candidate) => candidate.code === code)
    return category ? (locale === 'en' ? category.nameEn : category.nameIt) : code
  }
  const services = [
    request.express && t('requests.form.express'),
    request.covered && t('requests.form.covered'),
    request.extraInsurance && t('requests.form.extra_insurance'),
  ].filter(Boolean)
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Place
            title={t('requests.form.pickup')}
            place={request.pickup}
            extra={request.supplier?.name}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Place title={t('requests.form.delivery')} place={request.delivery} />
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h5" mb="xs">
          {t('requests.show.vehicles')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('requests.form.category')}</Table.Th>
                <Table.Th>{t('requests.form.make')}</Table.Th>
                <Table.Th>{t('requests.form.plate')}</Table.Th>
                <Table.Th>{t('requests.form.running')}</Table.Th>
                <Table.Th>{t('requests.form.declared_value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {request.vehicles.map((vehicle) => (
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
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {money(vehicle.declaredValueCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="sm">
          <b>{t('requests.show.services')}:</b>{' '}
          {services.length ? services.join(', ') : t('requests.show.none')}
        </Text>
        {request.notes && (
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            <b>{t('requests.show.notes')}:</b> {request.notes}
          </Text>
        )}
      </Paper>
    </Stack>
  )
}
