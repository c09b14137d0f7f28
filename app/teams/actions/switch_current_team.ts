import type User from '#identity/models/user'
import TeamMember from '#teams/models/team_member'
import { err, ok, type Result } from '#core/result'

/** Makes one of the user's teams their current team. */
export async function switchCurrentTeam(
  user: User,
  teamId: number
): Promise<Result<number, 'not_member'>> {
  const membership = await TeamMember.query()
    .where('user_id', user.id)
    .where('team_id', teamId)
    .first()
  if (!membership) return err('not_member')
  user.currentTeamId = teamId
  await user.save()
  return ok(teamId)
}
