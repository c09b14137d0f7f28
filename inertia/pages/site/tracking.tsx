import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { date, dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { TransportStateBadge } from '~/features/transports/state_badge'
import { TransportTimeline } from '~/features/transports/timeline'
import { useTransportUpdates } from '~/features/transports/use_transport_updates'
import { PositionMapView, type PositionData } from '~/features/tracking/position_map_view'

type Tracking = Data.Transports.Transport.Variants['forPublic']
type PublicPlace = Tracking['pickup']

/** Public tracking (no login): state, dates, ETA, timeline; live via tracking/<token>. */
export default function TrackingPage({
  tracking,
  channel,
  position,
}: {
  tracking: Tracking
  channel: string
  position: PositionData
}) {
  const t = useT()
  useTransportUpdates(channel, null, ['tracking'])
  const title = t('transports.tracking.title', { reference: tracking.reference })
  const place = (label: string, value: PublicPlace, on: string | null) => (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>
        {value.city} ({value.province})
      </Text>
      {on && <Text size="sm">{date(on)}</Text>}
      {value.referentFirstName && (
        <Text size="sm" c="dimmed">
          {t('transports.tracking.referent', { name: value.referentFirstName })}
        </Text>
      )}
    </Paper>
  )
  return (
    <Container size="sm" py="xl">
      <Head title={title} />
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {t('transports.tracking.subtitle')}
          </Text>
        </Stack>
        <div>
          <TransportStateBadge state={tracking.state} size="lg" />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {place(t('transports.show.pickup'), tracking.pickup, tracking.pickupOn)}
          {place(t('transports.show.delivery'), tracking.delivery, null)}
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('transports.tracking.eta')}
              </Text>
              <Text fw={600}>
                {tracking.deliveryEstimateOn ? date(tracking.deliveryEstimateOn) : '—'}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('transports.show.vehicle_count')}
              </Text>
              <Text fw={600}>{t('transports.vehicles', { count: tracking.vehicleCount })}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('transports.tracking.last_update')}
              </Text>
              <Text fw={600}>{tracking.lastUpdateAt ? dateTime(tracking.lastUpdateAt) : '—'}</Text>
            </Stack>
          </SimpleGrid>
        </Paper>
        <PositionMapView position={position} channel={channel} transportId={null} />
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('transports.tracking.timeline')}
          </Title>
          <TransportTimeline events={tracking.timeline} />
        </Paper>
      </Stack>
    </Container>
  )
}
