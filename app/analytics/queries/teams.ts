/**
 * Analytics → Teams (docs/analytics.md): how each dealer and carrier team
 * uses the product — members, active users in the range (the application
 * records no sign-ins: a member is active when they submitted a request,
 * placed an order or made a bid in the range), requests and bids, requests
 * per member, invitations pending (neither accepted nor revoked, not
 * expired). One read of the facts (daily rollups and today) merged by team.
 */
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { decimal, int, text, type Table } from '#analytics/domain/report'
import { num } from '#analytics/queries/sql'
import { byLargest, Merged, teamsById } from '#analytics/queries/common'
import { readFacts, sumBy, teamKey, type FactRow } from '#analytics/queries/rollups'

const ACTIVITY = ['activity.requests', 'activity.orders', 'activity.bids']

/** Members active in the range: distinct users per team over the three kinds of activity. */
function activeUsers(facts: FactRow[]) {
  const users = new Map<number, Set<string>>()
  for (const row of facts) {
    const team = teamKey(row.keys.team)
    if (!ACTIVITY.includes(row.fact) || team === undefined || row.keys.user === null) continue
    const set = users.get(team) ?? new Set<string>()
    set.add(row.keys.user)
    users.set(team, set)
  }
  return users
}

async function perTeam(filters: AnalyticsFilters) {
  const merged = new Merged<number>()
  const facts = await readFacts(filters, [
    'teams.members',
    'requests.submitted',
    'activity.bids',
    'teams.invitations_pending',
    'activity.requests',
    'activity.orders',
  ])
  const byTeam = (fact: string) => sumBy(facts, fact, (row) => teamKey(row.keys.team))
  for (const [id, r] of byTeam('teams.members')) merged.add(id, { members: r.n })
  for (const [id, users] of activeUsers(facts)) merged.add(id, { activeUsers: users.size })
  for (const [id, r] of byTeam('requests.submitted')) merged.add(id, { requests: r.n })
  for (const [id, r] of byTeam('activity.bids')) merged.add(id, { bids: r.n })
  for (const [id, r] of byTeam('teams.invitations_pending'))
    merged.add(id, { invitationsPending: r.n })
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
