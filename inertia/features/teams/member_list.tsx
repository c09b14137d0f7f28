import {
  ActionIcon,
  Badge,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconUserMinus } from '@tabler/icons-react'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { confirmDanger } from '~/components/confirm'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import type { TeamTabProps } from '~/features/teams/team_page'
import type { TeamRole } from '~/lib/types'

/** Members with their role; managers change roles and remove members they may manage. */
export function MemberList({
  team,
  members,
  assignableRoles,
  currentUserId,
}: {
  team: TeamTabProps['team']
  members: Data.Teams.Member[]
  assignableRoles: TeamRole[]
  currentUserId: number
}) {
  const t = useT()
  if (members.length === 0) return <EmptyState title={t('teams.members.empty')} />

  const changeRole = (member: Data.Teams.Member, role: string | null) => {
    if (!role || role === member.role) return
    const url = urlFor('teams.members.update', { id: team.id, memberId: member.id })
    router.put(url, { role }, { preserveScroll: true })
  }
  const remove = (member: Data.Teams.Member) =>
    confirmDanger(t, {
      title: t('teams.members.remove_title', { name: member.fullName }),
      body: t('teams.members.remove_body', { name: member.fullName }),
      confirm: t('teams.members.remove'),
      onConfirm: () =>
        router.delete(urlFor('teams.members.destroy', { id: team.id, memberId: member.id }), {
          preserveScroll: true,
        }),
    })

  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teams.members.name')}</Table.Th>
            <Table.Th>{t('teams.members.role')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('teams.members.joined')}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const roles = member.manageable
              ? Array.from(new Set([member.role, ...assignableRoles]))
              : []
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {member.fullName}
                      {member.userId === currentUserId && (
                        <Text component="span" c="dimmed" size="sm">
                          {' '}
                          ({t('teams.members.you')})
                        </Text>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {member.manageable && roles.length > 1 ? (
                    <Select
                      size="xs"
                      w={{ base: 130, sm: 170 }}
                      aria-label={t('teams.members.change_role', { name: member.fullName })}
                      value={member.role}
                      allowDeselect={false}
                      data={roles.map((role) => ({ value: role, label: t(`teams.role.${role}`) }))}
                      onChange={(value) => changeRole(member, value)}
                    />
                  ) : (
                    <Badge
                      variant={member.role === 'owner' ? 'filled' : 'light'}
                      color={member.role === 'owner' ? 'brand' : 'gray'}
                    >
                      {t(`teams.role.${member.role}`)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{date(member.joinedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  {member.manageable && (
                    <Tooltip label={t('teams.members.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('teams.members.remove')}: ${member.fullName}`}
                        onClick={() => remove(member)}
                      >
                        <IconUserMinus size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
