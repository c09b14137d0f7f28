import type User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import { areaOf, type Area, type TeamRole } from '#teams/domain/team_roles'

export type CurrentTeam = { team: Team; role: TeamRole; area: Area }

/**
 * The user's current team and their role in it. Falls back to their first
 * membership (and remembers it) when the current team was removed.
 */
export async function resolveCurrentTeam(user: User): Promise<CurrentTeam | null> {
  let membership = user.currentTeamId
    ? await TeamMember.query()
        .where('user_id', user.id)
        .where('team_id', user.currentTeamId)
        .preload('team')
        .first()
    : null

  if (!membership) {
    membership = await TeamMember.query()
      .where('user_id', user.id)
      .preload('team')
      .orderBy('id', 'asc')
      .first()
    if (membership && user.currentTeamId !== membership.teamId) {
      user.currentTeamId = membership.teamId
      await user.save()
    }
  }
  if (!membership) return null
  return { team: membership.team, role: membership.role, area: areaOf(membership.team.kind) }
}

export async function teamsOf(user: User) {
  return Team.query()
    .join('team_members', 'team_members.team_id', 'teams.id')
    .where('team_members.user_id', user.id)
    .select('teams.id', 'teams.name', 'teams.kind', 'team_members.role as member_role')
    .orderBy('teams.name', 'asc')
}
