import { DateTime } from 'luxon'
import TeamMember from '#teams/models/team_member'
import TeamInvitation from '#teams/models/team_invitation'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { todayInRome } from '#shared/time_zone'

/** What a dealer or transporter team has set up so far (dashboard cards; TeamOverviewTransformer). */
export async function teamOverview(teamId: number) {
  const today = todayInRome()
  const [members, invitations, addresses, upcoming] = await Promise.all([
    TeamMember.query().where('team_id', teamId).count('* as total').first(),
    TeamInvitation.query()
      .where('team_id', teamId)
      .whereNull('accepted_at')
      .where('expires_at', '>', DateTime.now().toSQL()!)
      .count('* as total')
      .first(),
    Address.query().where('team_id', teamId).count('* as total').first(),
    ClosingDay.query()
      .select('id', 'team_id', 'starts_on', 'ends_on', 'reason')
      .where((q) => q.where('team_id', teamId).orWhereNull('team_id'))
      .where('ends_on', '>=', today)
      .orderBy('starts_on', 'asc')
      .limit(5),
  ])
  return {
    members: Number(members?.$extras.total ?? 0),
    pendingInvitations: Number(invitations?.$extras.total ?? 0),
    addresses: Number(addresses?.$extras.total ?? 0),
    upcomingClosingDays: upcoming,
  }
}

export type TeamOverview = Awaited<ReturnType<typeof teamOverview>>
