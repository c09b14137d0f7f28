import { Anchor, Group, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PlaceCard } from '~/features/transports/place_card'
import { TransportTimeline } from '~/features/transports/timeline'
import { VehicleTable } from '~/features/requests/vehicle_table'
import { ScoreLine, type TeamScore } from '~/features/ratings/rating_panel'
import { pickupWhen } from '~/features/drivers/pickup_when'

type DealerTransport = Data.Transports.Transport.Variants['forDealer']

/** Where the order and the request of the transport open, in the area that shows it. */
const ORIGIN_ROUTES = {
  dealer: { order: 'dealer.orders.show', request: 'dealer.requests.show' },
  admin: { order: 'admin.orders.show', request: 'admin.requests.show' },
} as const

/**
 * Places, dates, vehicles, notes and timeline of a transport (dealer and
 * admin show pages), with what was paid and links to its order and request.
 */
export function TransportDetails({
  transport,
  categories,
  area,
  side,
  carrierScore,
}: {
  /** The dealer's variant, or the staff's (which has every field of it). */
  transport: DealerTransport
  categories: Data.Pricing.CategoryChoice[]
  area: keyof typeof ORIGIN_ROUTES
  side?: React.ReactNode
  /** The assigned carrier's score (dealers' ratings), when it has one. */
  carrierScore?: TeamScore | null
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
                value={pickupWhen(
                  transport.pickupOn,
                  transport.pickupSlotFrom,
                  transport.pickupSlotTo
                )}
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
              <Info
                label={t('drivers.driver')}
                value={
                  ('driverName' in transport ? (transport.driverName as string | null) : null) ??
                  transport.driverFirstName ??
                  '—'
                }
              />
              {carrierScore && (
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {t('ratings.score.carrier')}
                  </Text>
                  <ScoreLine score={carrierScore} />
                </Stack>
              )}
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
          {transport.vehicles.length > 0 && (
            <VehicleTable vehicles={transport.vehicles} categories={categories} />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <PriceAndOrigin transport={transport} area={area} />
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

/** What the dealer paid (net, VAT, total) and the order and request it came from. */
function PriceAndOrigin({
  transport,
  area,
}: {
  transport: DealerTransport
  area: keyof typeof ORIGIN_ROUTES
}) {
  const t = useT()
  const routes = ORIGIN_ROUTES[area]
  const price = transport.pricePaid
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('transports.show.price_paid')}
        </Title>
        {price && (
          <>
            <Line label={t('ordering.cart.net')} value={money(price.netCents)} />
            <Line label={t('ordering.cart.vat')} value={money(price.vatCents)} />
            <Line label={t('ordering.cart.gross')} value={money(price.grossCents)} strong />
          </>
        )}
        {transport.order && (
          <Line
            label={t('transports.show.order')}
            value={
              <Anchor
                component={Link}
                route={routes.order}
                routeParams={{ id: transport.order.id }}
              >
                {transport.order.reference}
              </Anchor>
            }
          />
        )}
        {transport.request && (
          <Line
            label={t('transports.show.request')}
            value={
              <Anchor
                component={Link}
                route={routes.request}
                routeParams={{ id: transport.request.id }}
              >
                {transport.request.reference}
              </Anchor>
            }
          />
        )}
      </Stack>
    </Paper>
  )
}

function Line({
  label,
  value,
  strong = false,
}: {
  label: string
  value: React.ReactNode
  strong?: boolean
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} className="money">
        {value}
      </Text>
    </Group>
  )
}
