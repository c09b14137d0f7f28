import { Text } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'
import type { Data } from '@generated/data'
import { Section } from '~/components/section'
import { MemberList } from '~/features/teams/member_list'
import { InviteForm } from '~/features/teams/invite_form'
import { InvitationList } from '~/features/teams/invitation_list'
import { LeaveTeam, TransferOwnership } from '~/features/teams/ownership'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'
import type { TeamRole } from '~/lib/types'

/** Team tab "members": member manager, invitations, ownership, leaving. */
export default function TeamMembers(
  props: TeamTabProps & {
    members: Data.Teams.Member[]
    invitations: Data.Teams.Invitation[]
    assignableRoles: TeamRole[]
    currentUserId: number
  }
) {
  const t = useT()
  const navigating = useNavigating()
  const { team, can, members, invitations, assignableRoles, currentUserId } = props
  return (
    <TeamPage active="members" {...props}>
      <Section
        title={t('teams.members.title')}
        description={`${t('teams.members.count', { count: members.length })} · ${t('teams.members.roles_help')}`}
      >
        {navigating ? (
          <ListLoading rows={Math.min(Math.max(members.length, 2), 6)} />
        ) : (
          <MemberList
            team={team}
            members={members}
            assignableRoles={assignableRoles}
            currentUserId={currentUserId}
          />
        )}
      </Section>

      {can.manageMembers && (
        <Section
          title={t('teams.invitations.title')}
          description={t('teams.invitations.description')}
        >
          <InviteForm teamId={team.id} roles={assignableRoles} />
          <Text fw={600} size="sm">
            {t('teams.invitations.pending')}
          </Text>
          <InvitationList teamId={team.id} invitations={invitations} />
        </Section>
      )}

      {can.transferOwnership && (
        <Section
          title={t('teams.members.transfer_section')}
          description={t('teams.members.transfer_description')}
        >
          <TransferOwnership team={team} members={members} />
        </Section>
      )}

      <Section title={t('teams.members.leave')}>
        <LeaveTeam team={team} canLeave={can.leave} />
      </Section>
    </TeamPage>
  )
}
