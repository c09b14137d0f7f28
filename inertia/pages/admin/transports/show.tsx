import { Box, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core'
import { DateInput } from '~/components/date_inputs'
import { modals } from '@mantine/modals'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useState } from 'react'
import { IconArrowLeft } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { MessageTeamButtons } from '~/features/chat/message_buttons'
import { TransportStateBadge } from '~/features/transports/state_badge'
import { TransportDetails } from '~/features/transports/transport_details'
import { RequestAttachments, type RequestAttachment } from '~/features/requests/attachments'
import { TrackingLink } from '~/features/transports/tracking_link'
import { useTransportUpdates } from '~/features/transports/use_transport_updates'
import { StaffBids } from '~/features/marketplace/staff_bids'
import type { TeamScore } from '~/features/ratings/rating_panel'
import { DisputePanel, type DisputeView } from '~/features/transports/dispute'
import { TransportDryRuns, DRY_RUN_PROPS } from '~/features/dry_runs/transport_dry_runs'
import { TransportDocuments } from '~/features/documents/transport_documents'
import { ProofsPanel } from '~/features/proofs/proofs_panel'

type Option = { value: string; label: string }

export default function AdminTransportShow({
  transport,
  nextStates,
  canAssign,
  transporters,
  documents,
  categories,
  bids,
  carrierScore,
  dispute,
  disputeUntil,
  refundableCents,
  proofs,
}: {
  transport: Data.Transports.Transport.Variants['forStaff']
  documents: { requestId: number; files: RequestAttachment[] }
  categories: Data.Pricing.CategoryChoice[]
  nextStates: string[]
  canAssign: boolean
  transporters: Option[]
  bids: Data.Marketplace.Bid.Variants['forStaff'][]
  carrierScore: TeamScore | null
  dispute: DisputeView | null
  disputeUntil: string | null
  refundableCents: number | null
  proofs?: Data.Proofs.Proof[]
}) {
  const t = useT()
  /* staff are not members of the dealer team: follow the transport's public channel */
  useTransportUpdates(`tracking/${transport.trackingPath.split('/').pop()}`, null, [
    'transport',
    'nextStates',
    'canAssign',
    'transporters',
    'bids',
    'carrierScore',
    'dispute',
    'disputeUntil',
    'refundableCents',
    ...DRY_RUN_PROPS,
  ])
  const [teamId, setTeamId] = useState<string | null>(null)
  const [pickupOn, setPickupOn] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const errors = (usePage().props.errors ?? {}) as Record<string, string | string[] | undefined>
  const reasonError = Array.isArray(errors.reason) ? errors.reason[0] : errors.reason
  const title = t('transports.show.title', { reference: transport.reference })

  const assign = () => {
    if (!teamId) return
    const team = transporters.find((option) => option.value === teamId)?.label ?? ''
    modals.openConfirmModal({
      title: t('transports.admin.assign_confirm_title'),
      children: (
        <Text size="sm">
          {t('transports.admin.assign_confirm_body', { reference: transport.reference, team })}
        </Text>
      ),
      labels: { confirm: t('common.confirm'), cancel: t('common.cancel') },
      onConfirm: () =>
        router.post(
          urlFor('admin.transports.assign', { id: transport.id }),
          { transporterTeamId: Number(teamId), stateVersion: transport.stateVersion },
          { preserveScroll: true }
        ),
    })
  }

  const change = (to: string) =>
    modals.openConfirmModal({
      title: t('transports.admin.confirm_title'),
      children: (
        <Text size="sm">
          {t('transports.admin.confirm_body', {
            reference: transport.reference,
            from: t(`transports.state.${transport.state}`),
            to: t(`transports.state.${to}`),
          })}
        </Text>
      ),
      labels: { confirm: t('common.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: to === 'cancelled' ? 'red' : undefined },
      onConfirm: () =>
        router.post(
          urlFor('admin.transports.transition', { id: transport.id }),
          {
            to,
            stateVersion: transport.stateVersion,
            ...(pickupOn ? { pickupOn } : {}),
            reason,
          },
          { preserveScroll: true, onSuccess: () => setReason('') }
        ),
    })

  const side = (
    <>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('transports.admin.change_state')}
          </Title>
          {canAssign && (
            <Stack gap="xs">
              {transporters.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('transports.admin.no_transporters')}
                </Text>
              ) : (
                <>
                  {/* The side column is narrow: the select on its own line, the button under it. */}
                  <Select
                    label={t('transports.admin.assign_select')}
                    data={transporters}
                    value={teamId}
                    onChange={setTeamId}
                    searchable
                  />
                  <Button onClick={assign} disabled={!teamId} style={{ alignSelf: 'flex-start' }}>
                    {t('transports.admin.assign')}
                  </Button>
                </>
              )}
            </Stack>
          )}
          {nextStates.includes('pickup_scheduled') && (
            <DateInput
              label={t('transports.admin.pickup_on')}
              value={pickupOn}
              onChange={(value) => setPickupOn(value ? String(value).slice(0, 10) : null)}
              upcomingWorkingDays
            />
          )}
          {nextStates.length > 0 && (
            <Textarea
              label={t('transports.admin.reason')}
              description={t('transports.admin.reason_help')}
              maxLength={500}
              autosize
              minRows={2}
              required
              value={reason}
              error={reasonError}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          )}
          <Group gap="xs">
            {nextStates.map((state) => (
              <Button
                key={state}
                variant="light"
                color={state === 'cancelled' ? 'red' : undefined}
                onClick={() => change(state)}
              >
                {t('transports.admin.to_state', { state: t(`transports.state.${state}`) })}
              </Button>
            ))}
          </Group>
          {!canAssign && nextStates.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('transports.admin.no_next')}
            </Text>
          )}
        </Stack>
      </Paper>
      <DisputePanel
        area="admin"
        transportId={transport.id}
        dispute={dispute}
        disputeUntil={disputeUntil}
        refundableCents={refundableCents}
      />
      <TransportDryRuns area="admin" transportId={transport.id} />
      <ProofsPanel
        area="admin"
        transportId={transport.id}
        state={transport.state}
        proofs={proofs}
        channel={`tracking/${transport.trackingPath.split('/').pop()}`}
      />
      <TrackingLink path={transport.trackingPath} />
      <TransportDocuments area="admin" />
    </>
  )

  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={
          <Group gap="xs" component="span">
            <TransportStateBadge state={transport.state} size="lg" />
            <Text span size="sm">
              {t('transports.show.dealer')}: {transport.dealerName}
            </Text>
          </Group>
        }
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              route="admin.transports.index"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('transports.show.back')}
            </Button>
            <MessageTeamButtons
              transportId={transport.id}
              teamId={transport.teamId}
              transporterTeamId={transport.transporterTeamId}
            />
          </Group>
        }
      />
      <TransportDetails
        transport={transport}
        categories={categories}
        area="admin"
        side={side}
        carrierScore={carrierScore}
      />
      <StaffBids transport={transport} bids={bids} canAccept={canAssign} />
      <Box mt="md">
        <RequestAttachments
          area="admin"
          requestId={documents.requestId}
          attachments={documents.files}
        />
      </Box>
    </>
  )
}
