import { Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { date } from '@shared/format'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { ContactLine } from '~/components/contact_links'
import { VehicleTable } from '~/features/requests/vehicle_table'

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
      <Stack mt={4} gap={0}>
        {place.referentName || place.referentPhone || place.referentEmail ? (
          <ContactLine
            name={place.referentName}
            phone={place.referentPhone}
            email={place.referentEmail}
          />
        ) : (
          <Text size="sm">—</Text>
        )}
      </Stack>
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
      <VehicleTable vehicles={request.vehicles} categories={categories} />
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
