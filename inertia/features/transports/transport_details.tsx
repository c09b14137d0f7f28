import { Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PlaceCard } from '~/features/transports/place_card'
import { TransportTimeline } from '~/features/transports/timeline'

/** Places, dates, vehicles, notes and timeline of a transport (dealer and admin show pages). */
export function TransportDetails({
  transport,
  side,
}: {
  /** The dealer's variant, or the staff's (which has every field of it). */
  transport: Data.Transports.Transport.Variants['forDealer']
  side?: React.ReactNode
}) {
  const t = useT()
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PlaceCard title={t('transports.show.pickup')} place={transport.pickup} />
            <PlaceCard title={t('transports.show.delivery')} place={transport.delivery} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Info
                label={t('transports.show.pickup_on')}
                value={transport.pickupOn ? date(transport.pickupOn) : '—'}
              />
              <Info
                label={t('transports.show.delivery_estimate_on')}
                value={transport.deliveryEstimateOn ? date(transport.deliveryEstimateOn) : '—'}
              />
              <Info
                label={t('transports.show.vehicle_count')}
                value={t('transports.vehicles', { count: transport.vehicleCount })}
              />
              <Info
                label={t('transports.show.distance')}
                value={t('transports.show.distance_km', { km: transport.distanceKm })}
              />
              <Info
                label={t('transports.show.transporter')}
                value={transport.transporterName ?? t('transports.show.not_assigned')}
              />
            </SimpleGrid>
            {transport.notes && (
              <Stack gap={2} mt="md">
                <Text size="xs" c="dimmed">
                  {t('transports.show.notes')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {transport.notes}
                </Text>
              </Stack>
            )}
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          {side}
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('transports.show.timeline')}
            </Title>
            <TransportTimeline events={transport.timeline} />
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  )
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  )
}
