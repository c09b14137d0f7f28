/**
 * One record of a team, found only within that team: a record of another
 * team is null (the controller answers 404 with `found()`).
 */
import TeamMember from '#teams/models/team_member'
import TeamInvitation from '#teams/models/team_invitation'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'

export function memberOf(teamId: number, memberId: number) {
  return TeamMember.query().where('team_id', teamId).where('id', memberId).first()
}

/** A pending (not accepted, not revoked) invitation of the team. */
export function pendingInvitationOf(teamId: number, invitationId: number) {
  return TeamInvitation.query()
    .where('team_id', teamId)
    .where('id', invitationId)
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .first()
}

export function addressOf(teamId: number, addressId: number) {
  return Address.query().where('team_id', teamId).where('id', addressId).first()
}

export function closingDayOf(teamId: number, closingDayId: number) {
  return ClosingDay.query().where('team_id', teamId).where('id', closingDayId).first()
}

export function recipientOf(teamId: number, recipientId: number) {
  return TeamNotificationRecipient.query().where('team_id', teamId).where('id', recipientId).first()
}
