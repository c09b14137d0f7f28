import TeamMember from '#teams/models/team_member'
import { areaOf } from '#teams/domain/team_roles'
import type { CurrentTeam } from '#teams/queries/current_team'

/**
 * The user's membership of a team (the team, their role in it and its
 * area), or null when they are not a member: what TeamPolicy decides on for
 * the team pages (/teams/:id/…), whichever team is current.
 */
export async function membershipIn(userId: number, teamId: number): Promise<CurrentTeam | null> {
  const membership = await TeamMember.query()
    .where('user_id', userId)
    .where('team_id', teamId)
    .preload('team')
    .first()
  if (!membership) return null
  return {
    team: membership.team,
    role: membership.role,
    area: areaOf(membership.team.kind),
    userId,
  }
}
