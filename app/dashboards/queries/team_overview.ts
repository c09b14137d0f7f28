import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ClosingDay from '#teams/models/closing_day'
import { todayInRome } from '#shared/time_zone'
import { plainRows } from '#core/database/plain_rows'

/** What a dealer or transporter team has set up so far (dashboard cards; TeamOverviewTransformer). */
export async function teamOverview(teamId: number) {
  const today = todayInRome()
  /* The three counts in one statement: (select count(*) …) as members, … */
  const counts = db
    .connection()
    .knexQuery()
    .select({
      members: db.from('team_members').where('team_id', teamId).count('*').knexQuery,
      invitations: db
        .from('team_invitations')
        .where('team_id', teamId)
        .whereNull('accepted_at')
        .whereNull('revoked_at')
        .where('expires_at', '>', DateTime.now().toSQL()!)
        .count('*').knexQuery,
      addresses: db.from('addresses').where('team_id', teamId).count('*').knexQuery,
    })
    .first()
  const [totals, upcoming] = await Promise.all([
    counts,
    plainRows(
      ClosingDay,
      ClosingDay.query()
        .where((q) => q.where('team_id', teamId).orWhereNull('team_id'))
        .where('ends_on', '>=', today)
        .orderBy('starts_on', 'asc')
        .orderBy('id', 'asc')
        .limit(5),
      ['id', 'teamId', 'startsOn', 'endsOn', 'reason']
    ),
  ])
  return {
    members: Number(totals?.members ?? 0),
    pendingInvitations: Number(totals?.invitations ?? 0),
    addresses: Number(totals?.addresses ?? 0),
    upcomingClosingDays: upcoming,
  }
}

export type TeamOverview = Awaited<ReturnType<typeof teamOverview>>
