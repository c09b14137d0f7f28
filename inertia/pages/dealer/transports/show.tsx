import { Box, Button, Group } from '@mantine/core'
import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { IconArrowLeft, IconPencil } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { MessageStaffButton } from '~/features/chat/message_buttons'
import { TransportStateBadge } from '~/features/transports/state_badge'
import { TransportDetails } from '~/features/transports/transport_details'
import { RequestAttachments, type RequestAttachment } from '~/features/requests/attachments'
import { TrackingLink } from '~/features/transports/tracking_link'
import { useTransportUpdates } from '~/features/transports/use_transport_updates'
import {
  RatingPanel,
  type GivenRating,
  type RatingFormProps,
  type TeamScore,
} from '~/features/ratings/rating_panel'
import { DisputePanel, type DisputeView } from '~/features/transports/dispute'
import { TransportDryRuns, DRY_RUN_PROPS } from '~/features/dry_runs/transport_dry_runs'
import { TransportDocuments } from '~/features/documents/transport_documents'
import { PositionMapView, type PositionData } from '~/features/tracking/position_map_view'
import { ProofsPanel } from '~/features/proofs/proofs_panel'
import { CancelPanel, type CancellationTerms } from '~/features/transports/cancel_panel'

export default function DealerTransportShow({
  transport,
  documents,
  categories,
  can,
  rating,
  ratingForm,
  carrierScore,
  dispute,
  disputeUntil,
  position,
  proofs,
  cancellation,
}: {
  transport: Data.Transports.Transport.Variants['forDealer']
  documents: { requestId: number; files: RequestAttachment[] }
  categories: Data.Pricing.CategoryChoice[]
  can: { edit: boolean }
  rating: GivenRating | null
  ratingForm: RatingFormProps | null
  carrierScore: TeamScore | null
  dispute: DisputeView | null
  disputeUntil: string | null
  position: PositionData
  proofs?: Data.Proofs.Proof[]
  cancellation: CancellationTerms | null
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  useTransportUpdates(props.auth?.channels.team, transport.id, [
    'transport',
    'can',
    'rating',
    'ratingForm',
    'carrierScore',
    'dispute',
    'disputeUntil',
    'cancellation',
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
              route="dealer.transports.index"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('transports.show.back')}
            </Button>
            <MessageStaffButton area="dealer" transportId={transport.id} />
            {can.edit && (
              <Button
                component={Link}
                route="dealer.transports.edit"
                routeParams={{ id: transport.id }}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('transports.show.edit')}
              </Button>
            )}
          </Group>
        }
      />
      <TransportDetails
        transport={transport}
        categories={categories}
        area="dealer"
        carrierScore={carrierScore}
        side={
          <>
            <DisputePanel
              area="dealer"
              transportId={transport.id}
              dispute={dispute}
              disputeUntil={disputeUntil}
            />
            <TransportDryRuns area="dealer" transportId={transport.id} />
            <RatingPanel
              area="dealer"
              transportId={transport.id}
              rating={rating}
              ratingForm={ratingForm}
            />
            <CancelPanel transportId={transport.id} cancellation={cancellation} />
            <TrackingLink path={transport.trackingPath} />
            <TransportDocuments area="dealer" />
            <PositionMapView
              position={position}
              channel={props.auth?.channels.team}
              transportId={transport.id}
            />
          </>
        }
      />
      <Box mt="md">
        <ProofsPanel
          area="dealer"
          transportId={transport.id}
          state={transport.state}
          proofs={proofs}
          channel={props.auth?.channels.team}
        />
      </Box>
      <Box mt="md">
        <RequestAttachments
          area="dealer"
          requestId={documents.requestId}
          attachments={documents.files}
        />
      </Box>
    </>
  )
}
