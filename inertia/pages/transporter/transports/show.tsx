import { Box, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Deferred, Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { IconArrowLeft } from '@tabler/icons-react'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { MessageStaffButton } from '~/features/chat/message_buttons'
import { TransportStateBadge } from '~/features/transports/state_badge'
import { PlaceCard } from '~/features/transports/place_card'
import { TransportTimeline } from '~/features/transports/timeline'
import { VehicleTable } from '~/features/requests/vehicle_table'
import { useTransportUpdates } from '~/features/transports/use_transport_updates'
import { ReturnLoadCards } from '~/features/marketplace/return_loads'
import { PositionSender } from '~/features/tracking/position_sender'
import { Section } from '~/components/section'
import { ExecutionPanel, type Execution } from '~/features/drivers/execution_panel'
import { pickupWhen } from '~/features/drivers/pickup_when'
import { TransportDryRuns, DRY_RUN_PROPS } from '~/features/dry_runs/transport_dry_runs'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import {
  RatingPanel,
  type GivenRating,
  type RatingFormProps,
} from '~/features/ratings/rating_panel'
import { DisputePanel, type DisputeView } from '~/features/transports/dispute'
import { TransportDocuments } from '~/features/documents/transport_documents'
import { ProofsPanel } from '~/features/proofs/proofs_panel'

/**
 * Transporter → one of the team's transports: places with referents,
 * vehicles, payout, timeline; to the office (not drivers) the return loads,
 * read after the page (deferred).
 */
export default function TransporterTransportShow({
  transport,
  categories,
  can,
  returnLoads,
  rating,
  ratingForm,
  dispute,
  execution,
  proofs,
}: {
  /* a driver's: without the payout */
  transport:
    | Data.Transports.Transport.Variants['forTransporter']
    | Data.Transports.Transport.Variants['forDriver']
  categories: Data.Pricing.CategoryChoice[]
  can: { browseMarketplace: boolean }
  returnLoads?: Data.Marketplace.ReturnLoad[]
  rating: GivenRating | null
  ratingForm: RatingFormProps | null
  dispute: DisputeView | null
  execution: Execution
  proofs?: Data.Proofs.Proof[]
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  useTransportUpdates(props.auth?.channels.team, transport.id, [
    'transport',
    'rating',
    'ratingForm',
    'dispute',
    'execution',
    ...DRY_RUN_PROPS,
  ])
  const title = t('transports.show.title', { reference: transport.reference })
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={<TransportStateBadge state={transport.state} size="lg" />}
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              route="transporter.transports.index"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('transports.show.back')}
            </Button>
            {props.auth?.currentTeam?.role !== 'driver' && (
              <MessageStaffButton area="transporter" transportId={transport.id} />
            )}
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {/* on a phone the actions come first (the driver's page) */}
            <Box hiddenFrom="md">
              <ExecutionPanel transport={transport} execution={execution} />
            </Box>
            <TransportDryRuns area="transporter" transportId={transport.id} />
            <PositionSender transportId={transport.id} state={transport.state} />
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
                  value={date(transport.deliveryEstimateOn)}
                />
                <Info
                  label={t('transports.show.distance')}
                  value={t('transports.show.distance_km', { km: transport.distanceKm })}
                />
                <Info label={t('transports.show.dealer')} value={transport.dealerName ?? '—'} />
              </SimpleGrid>
              {transport.notes && (
                <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                  <b>{t('transports.show.notes')}:</b> {transport.notes}
                </Text>
              )}
            </Paper>
            {transport.vehicles.length > 0 && (
              <VehicleTable vehicles={transport.vehicles} categories={categories} />
            )}
            {can.browseMarketplace && <ReturnLoadsSection loads={returnLoads} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Box visibleFrom="md">
              <ExecutionPanel transport={transport} execution={execution} />
            </Box>
            {transport.payoutCents !== null && (
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between">
                  <Text size="sm">{t('transports.show.payout')}</Text>
                  <Text fw={700} className="money">
                    {money(transport.payoutCents)}
                  </Text>
                </Group>
              </Paper>
            )}
            <DisputePanel
              area="transporter"
              transportId={transport.id}
              dispute={dispute}
              disputeUntil={null}
            />
            <ProofsPanel
              area="transporter"
              transportId={transport.id}
              state={transport.state}
              proofs={proofs}
              channel={props.auth?.channels.team}
            />
            <RatingPanel
              area="transporter"
              transportId={transport.id}
              rating={rating}
              ratingForm={ratingForm}
            />
            <TransportDocuments area="transporter" />
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('transports.show.timeline')}
              </Title>
              <TransportTimeline events={transport.timeline} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  )
}

/** The return loads of this transport: a loading state until they come, an empty state. */
function ReturnLoadsSection({ loads }: { loads?: Data.Marketplace.ReturnLoad[] }) {
  const t = useT()
  return (
    <Section
      title={t('marketplace.return_loads.title')}
      description={t('marketplace.return_loads.description')}
      gap="sm"
    >
      <Deferred data="returnLoads" fallback={<ListLoading rows={3} />}>
        {loads && loads.length > 0 ? (
          <ReturnLoadCards loads={loads} columns={2} />
        ) : (
          <EmptyState
            title={t('marketplace.return_loads.empty')}
            description={t('marketplace.return_loads.empty_description')}
          />
        )}
      </Deferred>
    </Section>
  )
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  )
}
