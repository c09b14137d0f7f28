import { useState } from 'react'
import {
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { modals } from '@mantine/modals'
import { IconArrowLeft } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTimeMinutes, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import { PageHeader } from '~/components/page_header'
import { RowCard } from '~/components/row_card'
import { SessionPhaseBadge } from '~/features/marketplace/session_phase_badge'
import { SessionForm, sessionPayload } from '~/features/marketplace/session_form'
import { TransportStateBadge } from '~/features/transports/state_badge'

type Page = Data.Marketplace.PrivateSession.Variants['forStaff']
type Option = { value: string; label: string }

const INVITATION_COLORS: Record<string, string> = {
  pending: 'gray',
  accepted: 'green',
  declined: 'orange',
  revoked: 'red',
}

/** Admin → one private session: its transports with live bids, its invitations, edit and close. */
export default function AdminSessionShow({
  page,
  choices,
}: {
  page: Page
  /** while the session is open: the teams to invite (and, before the start, the transports) */
  choices: { transportChoices: Option[]; teamChoices: Option[] } | null
}) {
  const t = useT()
  const { session, transports, invitations } = page
  const [editing, setEditing] = useState(false)
  useChannel(`sessions/${session.id}`, (message) => {
    if (message.type === 'session.changed') router.reload({ only: ['page'] })
  })
  const open = session.phase === 'scheduled' || session.phase === 'running'
  /* times and transports change only before the start */
  const editable = session.phase === 'scheduled'
  const close = () =>
    modals.openConfirmModal({
      title: t('marketplace.sessions.close_title'),
      children: <Text size="sm">{t('marketplace.sessions.close_body')}</Text>,
      labels: { confirm: t('marketplace.sessions.close'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => router.post(urlFor('admin.sessions.close', { id: session.id }), {}),
    })
  return (
    <>
      <Head title={session.name} />
      <PageHeader
        title={session.name}
        description={
          <Group gap="xs" component="span">
            <SessionPhaseBadge phase={session.phase} size="lg" />
            <Text span size="sm">
              {dateTimeMinutes(session.startsAt)} – {dateTimeMinutes(session.endsAt)}
              {session.endsAt !== session.scheduledEndAt &&
                ` (${t('marketplace.sessions.extended', { end: dateTimeMinutes(session.scheduledEndAt) })})`}
            </Text>
          </Group>
        }
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              route="admin.sessions.index"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('marketplace.sessions.back')}
            </Button>
            {editable && (
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('common.edit')}
              </Button>
            )}
            {open && (
              <Button color="red" variant="light" onClick={close}>
                {t('marketplace.sessions.close')}
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="md">
        <Transports transports={transports} />
        <Invitations sessionId={session.id} invitations={invitations} open={open} />
        {open && choices && <InviteMore sessionId={session.id} teamChoices={choices.teamChoices} />}
      </Stack>
      {editable && choices && (
        <Modal
          opened={editing}
          onClose={() => setEditing(false)}
          title={t('marketplace.sessions.edit')}
          size="lg"
        >
          <SessionForm
            initial={{
              name: session.name,
              startsAt: toLocal(session.startsAt),
              endsAt: toLocal(session.endsAt),
              transportIds: transports.map((transport) => String(transport.id)),
              teamIds: [],
            }}
            transportChoices={[
              ...transports.map((transport) => ({
                value: String(transport.id),
                label: `${transport.reference} · ${transport.pickupCity} (${transport.pickupProvince}) → ${transport.deliveryCity} (${transport.deliveryProvince})`,
              })),
              ...choices.transportChoices,
            ]}
            teamChoices={null}
            label={t('common.save')}
            onCancel={() => setEditing(false)}
            submit={(form) => {
              form.transform(sessionPayload)
              form.put(urlFor('admin.sessions.update', { id: session.id }), {
                onSuccess: () => setEditing(false),
              })
            }}
          />
        </Modal>
      )}
    </>
  )
}

/** An instant → `yyyy-MM-ddTHH:mm` in Rome, as the form edits it. */
function toLocal(iso: string) {
  const [day, clock] = dateTimeMinutes(iso).split(' ')
  const [d, m, y] = day.split('/')
  return `${y}-${m}-${d}T${clock}`
}

function Transports({ transports }: { transports: Page['transports'] }) {
  const t = useT()
  const best = (transport: Page['transports'][number]) =>
    transport.bestCents === null
      ? t('marketplace.sessions.no_bids')
      : `${money(transport.bestCents)} · ${transport.bestTeamName ?? ''}`
  const link = (transport: Page['transports'][number]) => (
    <Link route="admin.transports.show" routeParams={{ id: transport.id }}>
      {transport.reference}
    </Link>
  )
  const route = (transport: Page['transports'][number]) =>
    `${transport.pickupCity} (${transport.pickupProvince}) → ${transport.deliveryCity} (${transport.deliveryProvince})`
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('marketplace.sessions.transports', { count: transports.length })}
      </Title>
      <Table visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('marketplace.columns.reference')}</Table.Th>
            <Table.Th>{t('marketplace.columns.route')}</Table.Th>
            <Table.Th ta="right">{t('marketplace.sessions.starting_payout')}</Table.Th>
            <Table.Th ta="right">{t('marketplace.sessions.bids')}</Table.Th>
            <Table.Th>{t('marketplace.sessions.best')}</Table.Th>
            <Table.Th>{t('marketplace.sessions.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transports.map((transport) => (
            <Table.Tr key={transport.id}>
              <Table.Td className="nowrap">{link(transport)}</Table.Td>
              <Table.Td>{route(transport)}</Table.Td>
              <Table.Td ta="right" className="money">
                {money(transport.payoutCents)}
              </Table.Td>
              <Table.Td ta="right">{transport.bidCount}</Table.Td>
              <Table.Td>{best(transport)}</Table.Td>
              <Table.Td>
                <TransportStateBadge state={transport.state} />
                {transport.transporterName && (
                  <Text size="xs" c="dimmed">
                    {transport.transporterName}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="sm" hiddenFrom="sm">
        {transports.map((transport) => (
          <RowCard
            key={transport.id}
            title={link(transport)}
            badge={<TransportStateBadge state={transport.state} />}
            lines={[
              route(transport),
              `${t('marketplace.sessions.starting_payout')}: ${money(transport.payoutCents)}`,
              `${t('marketplace.sessions.best')}: ${best(transport)}`,
            ]}
          />
        ))}
      </Stack>
    </Paper>
  )
}

function Invitations({
  sessionId,
  invitations,
  open,
}: {
  sessionId: number
  invitations: Page['invitations']
  open: boolean
}) {
  const t = useT()
  const resend = (id: number) =>
    router.post(
      urlFor('admin.sessions.invitations.resend', { id: sessionId, invitationId: id }),
      {},
      { preserveScroll: true }
    )
  const revoke = (invitation: Page['invitations'][number]) =>
    modals.openConfirmModal({
      title: t('marketplace.sessions.revoke_title'),
      children: (
        <Text size="sm">
          {t('marketplace.sessions.revoke_body', { team: invitation.teamName ?? '' })}
        </Text>
      ),
      labels: { confirm: t('marketplace.sessions.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        router.delete(
          urlFor('admin.sessions.invitations.destroy', {
            id: sessionId,
            invitationId: invitation.id,
          }),
          { preserveScroll: true }
        ),
    })
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('marketplace.sessions.invitations', { count: invitations.length })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {invitations.map((invitation) => (
          <Paper key={invitation.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {invitation.teamName}
              </Text>
              <Badge color={INVITATION_COLORS[invitation.state] ?? 'gray'} variant="light">
                {t(`marketplace.invites.state.${invitation.state}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('marketplace.sessions.sent_at', { when: dateTimeMinutes(invitation.sentAt) })}
            </Text>
            {open && (invitation.state === 'pending' || invitation.state === 'accepted') && (
              <Group gap="xs" mt="xs">
                {invitation.state === 'pending' && (
                  <Button size="xs" variant="default" onClick={() => resend(invitation.id)}>
                    {t('marketplace.sessions.resend')}
                  </Button>
                )}
                <Button size="xs" variant="light" color="red" onClick={() => revoke(invitation)}>
                  {t('marketplace.sessions.revoke')}
                </Button>
              </Group>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Paper>
  )
}

function InviteMore({ sessionId, teamChoices }: { sessionId: number; teamChoices: Option[] }) {
  const t = useT()
  const [teamIds, setTeamIds] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label={t('marketplace.sessions.invite_more')}
          data={teamChoices}
          value={teamIds}
          onChange={setTeamIds}
          searchable
          clearable
          w={{ base: '100%', sm: 420 }}
        />
        <Button
          disabled={teamIds.length === 0}
          loading={sending}
          onClick={() =>
            router.post(
              urlFor('admin.sessions.invitations.store', { id: sessionId }),
              { teamIds: teamIds.map(Number) },
              {
                preserveScroll: true,
                onStart: () => setSending(true),
                onFinish: () => setSending(false),
                onSuccess: () => setTeamIds([]),
              }
            )
          }
        >
          {t('marketplace.sessions.invite')}
        </Button>
      </Group>
    </Paper>
  )
}
