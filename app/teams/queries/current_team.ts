import type User from '#identity/models/user'
import Team from '#teams/models/team'
import { areaOf, type Area, type TeamRole } from '#teams/domain/team_roles'

/** `userId`: the signed-in member (a driver's transports are scoped to it). */
export type CurrentTeam = { team: Team; role: TeamRole; area: Area; userId?: number }

/**
 * The user's teams with their role in each (`member_role`, `membership_id`),
 * every column of the team: one query serves the team switcher and the
 * current team.
 */
export async function teamsOf(user: User): Promise<Team[]> {
  return Team.query()
    .join('team_members', 'team_members.team_id', 'teams.id')
    .where('team_members.user_id', user.id)
    .select('teams.*', 'team_members.role as member_role', 'team_members.id as membership_id')
    .orderBy('teams.name', 'asc')
    .orderBy('teams.id', 'asc')
}

/**
 * The user's current team and their role in it, among their teams. Falls back
 * to their first membership (and remembers it) when the current team was
 * removed.
 */
export async function resolveCurrentTeam(user: User, teams?: Team[]): Promise<CurrentTeam | null> {
  const memberships = teams ?? (await teamsOf(user))
  let team = memberships.find((candidate) => candidate.id === user.currentTeamId)
  if (!team) {
    team = memberships.reduce<Team | undefined>(
      (first, candidate) =>
        !first || candidate.$extras.membership_id < first.$extras.membership_id ? candidate : first,
      undefined
    )
    if (team && user.currentTeamId !== team.id) {
      user.currentTeamId = team.id
      await user.save()
    }
  }
  if (!team) return null
  return {
    team,
    role: team.$extras.member_role as TeamRole,
    area: areaOf(team.kind),
    userId: user.id,
  }
}
