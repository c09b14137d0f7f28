import { useState } from 'react'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { modals } from '@mantine/modals'
import type { Data } from '@generated/data'
import { dateTimeMinutes } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import type { Paginated, SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { SessionPhaseBadge } from '~/features/marketplace/session_phase_badge'

type Row = Data.Marketplace.SessionInvitationRow

const COLORS: Record<string, string> = { pending: 'gray', accepted: 'green', declined: 'orange' }

/** Transporter → Invites: private sessions the team is invited to; accept or decline. */
export default function TransporterInvites({ invitations }: { invitations: Paginated<Row> }) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  useChannel(props.auth?.channels.team, (message) => {
    if (message.type === 'session.invited') router.reload({ only: ['invitations'] })
  })
  return (
    <>
      <Head title={t('marketplace.invites.title')} />
      <PageHeader
        title={t('marketplace.invites.title')}
        description={t('marketplace.invites.description')}
      />
      <ListContent
        rows={4}
        isEmpty={invitations.data.length === 0}
        empty={{
          title: t('marketplace.invites.empty'),
          description: t('marketplace.invites.empty_description'),
        }}
      >
        <Stack gap="sm">
          {invitations.data.map((invitation) => (
            <Invitation key={invitation.id} invitation={invitation} />
          ))}
          <ListPagination
            meta={invitations.metadata}
            filters={{}}
            summary={t('marketplace.invites.total', { count: invitations.metadata.total })}
          />
        </Stack>
      </ListContent>
    </>
  )
}

function Invitation({ invitation }: { invitation: Row }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const open = invitation.phase === 'scheduled' || invitation.phase === 'running'
  const post = (action: 'accept' | 'decline') =>
    router.post(
      urlFor(action === 'accept' ? 'transporter.invites.accept' : 'transporter.invites.decline', {
        invitationId: invitation.id,
      }),
      {},
      { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) }
    )
  const decline = () =>
    modals.openConfirmModal({
      title: t('marketplace.invites.decline_title'),
      children: (
        <Text size="sm">
          {t('marketplace.invites.decline_body', { name: invitation.sessionName })}
        </Text>
      ),
      labels: { confirm: t('marketplace.invites.decline'), cancel: t('common.cancel') },
      onConfirm: () => post('decline'),
    })
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700}>{invitation.sessionName}</Text>
          <Text size="sm">
            {dateTimeMinutes(invitation.startsAt)} – {dateTimeMinutes(invitation.endsAt)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('marketplace.invites.transports', { count: invitation.transports })}
          </Text>
        </Stack>
        <Group gap="xs">
          <SessionPhaseBadge phase={invitation.phase} />
          <Badge color={COLORS[invitation.state] ?? 'gray'} variant="light">
            {t(`marketplace.invites.state.${invitation.state}`)}
          </Badge>
        </Group>
      </Group>
      <Group gap="xs" mt="sm">
        {invitation.state === 'accepted' && (
          <Button
            component={Link}
            route="transporter.sessions.show"
            routeParams={{ id: invitation.sessionId }}
            size="sm"
          >
            {t('marketplace.invites.open_session')}
          </Button>
        )}
        {open && invitation.state !== 'accepted' && (
          <Button size="sm" loading={busy} onClick={() => post('accept')}>
            {t('marketplace.invites.accept')}
          </Button>
        )}
        {/* once the session runs, an accepted invitation binds the team's bids */}
        {(invitation.state === 'pending' ||
          (invitation.state === 'accepted' && invitation.phase === 'scheduled')) && (
          <Button size="sm" variant="default" disabled={busy} onClick={decline}>
            {t('marketplace.invites.decline')}
          </Button>
        )}
      </Group>
    </Paper>
  )
}
