import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import TeamInvitation from '#teams/models/team_invitation'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { moveAwayFromTeam } from '#teams/actions/manage_members'

/**
 * Deletes a team and everything that belongs to it, in one transaction.
 * Members whose current team it was move to another of their teams (or
 * none). Returns the ids of the users who were members.
 */
export async function deleteTeam(team: Team): Promise<number[]> {
  return db.transaction(async (trx) => {
    const members = await TeamMember.query({ client: trx })
      .where('team_id', team.id)
      .select('user_id')
    const memberIds = members.map((member) => member.userId)
    for (const userId of memberIds) await moveAwayFromTeam(userId, team.id, trx)
    /* Anyone else pointing at it (e.g. a member removed earlier) falls back on next request. */
    await User.query({ client: trx })
      .where('current_team_id', team.id)
      .update({ current_team_id: null })

    await ClosingDay.query({ client: trx }).where('team_id', team.id).delete()
    await ClosingDay.query({ client: trx })
      .whereIn('address_id', Address.query({ client: trx }).where('team_id', team.id).select('id'))
      .delete()
    await Address.query({ client: trx }).where('team_id', team.id).delete()
    await TeamNotificationRecipient.query({ client: trx }).where('team_id', team.id).delete()
    await TeamInvitation.query({ client: trx }).where('team_id', team.id).delete()
    await TeamMember.query({ client: trx }).where('team_id', team.id).delete()
    await Team.query({ client: trx }).where('id', team.id).delete()
    return memberIds
  })
}
