import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconMailForward, IconX } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTimeMinutes } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { confirmDanger } from '~/components/confirm'

export type InvitationRow = Data.Invitations.InvitationRow

const STATE_COLORS: Record<string, string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
  revoked: 'red',
  expired: 'orange',
}

/** In attesa, accettato, rifiutato, revocato, scaduto. */
export function InvitationStateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge color={STATE_COLORS[state] ?? 'gray'} variant="light" miw="max-content">
      {t(`invitations.state.${state}`)}
    </Badge>
  )
}

/** Team or private session. */
export function InvitationKindBadge({ kind }: { kind: string }) {
  const t = useT()
  return (
    <Badge color={kind === 'team' ? 'grape' : 'cyan'} variant="outline" size="sm" miw="max-content">
      {t(`invitations.kind.${kind}`)}
    </Badge>
  )
}

/** Who is invited: the address (team) or the carrier team (session). */
export function InvitedWho({ row }: { row: InvitationRow }) {
  return (
    <Text size="sm" fw={500} component="span" style={{ overflowWrap: 'break-word' }}>
      {row.kind === 'team' ? row.email : row.teamName}
    </Text>
  )
}

/** What for: the team and the role, or the session with a link to its staff page. */
export function InvitedFor({ row }: { row: InvitationRow }) {
  const t = useT()
  if (row.kind === 'team') {
    return (
      <Text size="sm" component="span">
        {row.teamName} · {t(`teams.role.${row.role}`)}
      </Text>
    )
  }
  return (
    <Text size="sm" component="span">
      <Link route="admin.sessions.show" routeParams={{ id: row.sessionId! }}>
        {row.sessionName}
      </Link>
    </Text>
  )
}

/** When it was sent, and when last if it was sent again. */
export function InvitationSent({ row }: { row: InvitationRow }) {
  const t = useT()
  const resent = row.sentAt.slice(0, 16) !== row.createdAt.slice(0, 16)
  return (
    <>
      <Text size="sm" component="div">
        {dateTimeMinutes(row.createdAt)}
      </Text>
      {resent && (
        <Text size="xs" c="dimmed" component="div">
          {t('invitations.resent_on', { when: dateTimeMinutes(row.sentAt) })}
        </Text>
      )}
    </>
  )
}

/**
 * Resend and revoke (behind a confirmation), as the invitation's state
 * allows: labelled buttons on a card, icons with a tooltip in the table.
 */
export function InvitationActions({
  row,
  compact = false,
}: {
  row: InvitationRow
  compact?: boolean
}) {
  const t = useT()
  if (!row.actions.resend && !row.actions.revoke) return null
  const who = (row.kind === 'team' ? row.email : row.teamName) ?? ''
  const params = { invitationId: row.id }
  const resend = () =>
    router.post(
      urlFor(`admin.invitations.${row.kind}.resend`, params),
      {},
      { preserveScroll: true }
    )
  const revoke = () =>
    confirmDanger(t, {
      title:
        row.kind === 'team'
          ? t('invitations.revoke_team_title', { email: who })
          : t('invitations.revoke_session_title', { team: who }),
      body:
        row.kind === 'team'
          ? t('invitations.revoke_team_body', { team: row.teamName ?? '' })
          : t('invitations.revoke_session_body', { team: who, session: row.sessionName ?? '' }),
      confirm: t('invitations.revoke'),
      onConfirm: () =>
        router.delete(urlFor(`admin.invitations.${row.kind}.destroy`, params), {
          preserveScroll: true,
        }),
    })
  if (compact) {
    return (
      <Group gap={4} wrap="nowrap">
        {row.actions.resend && (
          <Tooltip label={t('invitations.resend')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('invitations.resend')}: ${who}`}
              onClick={resend}
            >
              <IconMailForward size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {row.actions.revoke && (
          <Tooltip label={t('invitations.revoke')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('invitations.revoke')}: ${who}`}
              onClick={revoke}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    )
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {row.actions.resend && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMailForward size={14} aria-hidden />}
          aria-label={`${t('invitations.resend')}: ${who}`}
          onClick={resend}
        >
          {t('invitations.resend')}
        </Button>
      )}
      {row.actions.revoke && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={`${t('invitations.revoke')}: ${who}`}
          onClick={revoke}
        >
          {t('invitations.revoke')}
        </Button>
      )}
    </Group>
  )
}
