/**
 * Analytics → Teams (docs/analytics.md): how each dealer and carrier team
 * uses the product — members, active users in the range (the application
 * records no sign-ins: a member is active when they submitted a request,
 * placed an order or made a bid in the range), requests and bids, requests
 * per member, invitations pending (neither accepted nor revoked, not
 * expired). Grouped queries merged by team: six whatever the data.
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { decimal, int, text, type Table } from '#analytics/domain/report'
import { inRange, num, stamp } from '#analytics/queries/sql'
import { byLargest, Merged, teamsById } from '#analytics/queries/common'

function activeUsers(filters: AnalyticsFilters) {
  const requests = inRange(db.from('transport_requests'), 'created_at', filters)
    .whereNotNull('created_by_id')
    .select('team_id', 'created_by_id as user_id')
  const orders = inRange(db.from('orders'), 'created_at', filters)
    .whereNotNull('created_by_id')
    .select('team_id', 'created_by_id as user_id')
  const bids = inRange(db.from('bids'), 'created_at', filters)
    .whereNotNull('user_id')
    .select('team_id', 'user_id')
  return db
    .from(requests.union([orders, bids]).as('activity'))
    .groupBy('activity.team_id')
    .select('activity.team_id', db.raw('COUNT(DISTINCT activity.user_id) AS n'))
}

async function perTeam(filters: AnalyticsFilters) {
  const merged = new Merged<number>()
  const [members, active, requests, bids, invitations] = await Promise.all([
    db.from('team_members').groupBy('team_id').select('team_id', db.raw('COUNT(*) AS n')),
    activeUsers(filters),
    inRange(db.from('transport_requests'), 'submitted_at', filters)
      .groupBy('team_id')
      .select('team_id', db.raw('COUNT(*) AS n')),
    inRange(db.from('bids'), 'created_at', filters)
      .groupBy('team_id')
      .select('team_id', db.raw('COUNT(*) AS n')),
    db
      .from('team_invitations')
      .whereNull('accepted_at')
      .whereNull('revoked_at')
      .where('expires_at', '>', stamp(DateTime.now()))
      .groupBy('team_id')
      .select('team_id', db.raw('COUNT(*) AS n')),
  ])
  for (const r of members) merged.add(num(r.team_id), { members: num(r.n) })
  for (const r of active) merged.add(num(r.team_id), { activeUsers: num(r.n) })
  for (const r of requests) merged.add(num(r.team_id), { requests: num(r.n) })
  for (const r of bids) merged.add(num(r.team_id), { bids: num(r.n) })
  for (const r of invitations) merged.add(num(r.team_id), { invitationsPending: num(r.n) })
  return merged
}

export async function teamsTable(filters: AnalyticsFilters): Promise<Table> {
  const merged = await perTeam(filters)
  const teams = await teamsById(merged.keys())
  const kinds = filters.teamKind ? [filters.teamKind] : ['dealer', 'transporter']
  const rows = [...merged.rows.entries()]
    .filter(([id]) => kinds.includes(teams.get(id)?.kind ?? ''))
    .map(([id, row]) => {
      const members = num(row.members)
      return {
        team: teams.get(id)!.name,
        kind: teams.get(id)!.kind,
        members,
        activeUsers: num(row.activeUsers),
        requests: num(row.requests),
        requestsPerMember:
          members > 0 ? Math.round((num(row.requests) / members) * 100) / 100 : null,
        bids: num(row.bids),
        invitationsPending: num(row.invitationsPending),
      }
    })
  return {
    key: 'teams',
    chart: { type: 'bar', x: 'team', series: ['members', 'activeUsers'] },
    columns: [
      text('team'),
      text('kind'),
      int('members'),
      int('activeUsers'),
      int('requests'),
      decimal('requestsPerMember'),
      int('bids'),
      int('invitationsPending'),
    ],
    rows: byLargest(byLargest(rows, 'members'), 'activeUsers'),
  }
}
