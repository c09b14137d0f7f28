import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconMailForward, IconX } from '@tabler/icons-react'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { confirmDanger } from '~/components/confirm'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

type Invitation = Data.Teams.Invitation

/** Pending invitations: resend (new link, 7 more days) or revoke (with confirmation). */
export function InvitationList({
  teamId,
  invitations,
}: {
  teamId: number
  invitations: Invitation[]
}) {
  const t = useT()
  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('teams.invitations.pending_empty')}
      </Text>
    )
  }
  const revoke = (invitation: Invitation) =>
    confirmDanger(t, {
      title: t('teams.invitations.revoke_title', { email: invitation.email }),
      body: t('teams.invitations.revoke_body'),
      confirm: t('teams.invitations.revoke'),
      onConfirm: () =>
        router.delete(
          urlFor('teams.invitations.destroy', { id: teamId, invitationId: invitation.id }),
          { preserveScroll: true }
        ),
    })
  return (
    <Stack gap="xs">
      {invitations.map((invitation) => (
        <Paper key={invitation.id} withBorder p="sm" radius="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                {invitation.email}
              </Text>
              <Group gap="xs">
                <Badge variant="light" color="gray" size="sm">
                  {t(`teams.role.${invitation.role}`)}
                </Badge>
                {invitation.expired ? (
                  <Badge color="orange" variant="light" size="sm">
                    {t('teams.invitations.expired')}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('teams.invitations.expires', { date: date(invitation.expiresAt) })}
                  </Text>
                )}
                {invitation.invitedBy && (
                  <Text size="xs" c="dimmed">
                    {t('teams.invitations.invited_by', { name: invitation.invitedBy })}
                  </Text>
                )}
              </Group>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconMailForward size={14} aria-hidden />}
                aria-label={`${t('teams.invitations.resend')}: ${invitation.email}`}
                onClick={() =>
                  router.post(
                    urlFor('teams.invitations.resend', {
                      id: teamId,
                      invitationId: invitation.id,
                    }),
                    {},
                    { preserveScroll: true }
                  )
                }
              >
                {t('teams.invitations.resend')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} aria-hidden />}
                aria-label={`${t('teams.invitations.revoke')}: ${invitation.email}`}
                onClick={() => revoke(invitation)}
              >
                {t('teams.invitations.revoke')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
