import { Button, Group, Select, Stack, Text } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import { IconCrown, IconLogout } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { confirmDanger } from '~/components/confirm'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import type { TeamTabProps } from '~/features/teams/team_page'

/** The owner hands the team over to another member (who becomes owner; the old owner stays as admin). */
export function TransferOwnership({
  team,
  members,
}: {
  team: TeamTabProps['team']
  members: Data.Teams.Member[]
}) {
  const t = useT()
  const errors = (usePage().props.errors ?? {}) as Record<string, unknown>
  const bag = (errors.transfer ?? {}) as Record<string, string>
  const candidates = members.filter((member) => member.role !== 'owner')
  const [memberId, setMemberId] = useState<string | null>(null)
  if (candidates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('teams.members.transfer_none')}
      </Text>
    )
  }
  const chosen = candidates.find((member) => String(member.id) === memberId)
  const confirm = () => {
    if (!chosen) return
    confirmDanger(t, {
      title: t('teams.members.transfer_title', { name: chosen.fullName }),
      body: t('teams.members.transfer_body'),
      confirm: t('teams.members.transfer_button'),
      onConfirm: () =>
        router.put(
          urlFor('teams.owner.update', { id: team.id }),
          { memberId: chosen.id },
          { preserveScroll: true, errorBag: 'transfer' }
        ),
    })
  }
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('teams.members.transfer_member')}
        value={memberId}
        onChange={setMemberId}
        data={candidates.map((member) => ({
          value: String(member.id),
          label: `${member.fullName} (${member.email})`,
        }))}
        error={bag.memberId}
        style={{ flex: '1 1 260px' }}
        searchable
      />
      <Button
        leftSection={<IconCrown size={16} aria-hidden />}
        disabled={!chosen}
        onClick={confirm}
        variant="light"
      >
        {t('teams.members.transfer_button')}
      </Button>
    </Group>
  )
}

/** Any member but the owner may leave the team (with confirmation). */
export function LeaveTeam({ team, canLeave }: { team: TeamTabProps['team']; canLeave: boolean }) {
  const t = useT()
  if (!canLeave) {
    return (
      <Text size="sm" c="dimmed">
        {t('teams.members.owner_cannot_leave')}
      </Text>
    )
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        color="red"
        variant="light"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() =>
          confirmDanger(t, {
            title: t('teams.members.leave_title', { name: team.name }),
            body: t('teams.members.leave_body'),
            confirm: t('teams.members.leave'),
            onConfirm: () => router.delete(urlFor('teams.leave', { id: team.id })),
          })
        }
      >
        {t('teams.members.leave')}
      </Button>
    </Stack>
  )
}
