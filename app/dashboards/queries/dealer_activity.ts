import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import { todayInRome } from '#shared/time_zone'
import { countsByState, rowsCounted, upcomingTransports } from '#dashboards/queries/upcoming'
import { aggregateOnceInAWhile } from '#core/database/large_counts'
import { composedQuery, resultRows } from '#core/database/composed_sql'
import { walletBalance } from '#ledger/queries/balances'
import { AWAITING_DELIVERY_STATES, AWAITING_PICKUP_STATES } from '#transports/domain/state_machine'

const OPEN_REQUEST_STATES = ['draft', 'submitted', 'quoted'] as const

/**
 * A dealer team's transport activity for its dashboard: open requests by
 * state, transports by state, wallet balance (the ledger's running balance) and the next
 * pickups and deliveries (Europe/Rome calendar days) still to happen: a pickup until the
 * vehicles are picked up, a delivery until they are delivered. Four small indexed queries
 * (both counts by state in one statement)
 * (the counts of a large team kept a minute: app/core/database/large_counts.ts);
 * shaped by DealerActivityTransformer.
 */
export async function dealerActivity(teamId: number) {
  const today = todayInRome()
  const requestCounts = db
    .from('transport_requests')
    .where('team_id', teamId)
    .whereIn('state', [...OPEN_REQUEST_STATES])
    .select(db.raw("'request' AS kind"), 'state')
    .count('* as total')
    .groupBy('state')
    .toSQL()
  const transportCounts = db
    .from('transports')
    .where('team_id', teamId)
    .select(db.raw("'transport' AS kind"), 'state')
    .count('* as total')
    .groupBy('state')
    .toSQL()
  /* both counts in one statement (a page stays within its query budget) */
  const counts = composedQuery(
    [requestCounts, transportCounts],
    ([r, t]) => `SELECT * FROM (${r}) AS r UNION ALL SELECT * FROM (${t}) AS t`
  )
  const [counted, balance, pickups, deliveries] = await Promise.all([
    aggregateOnceInAWhile(counts, (result) => rowsCounted(resultRows(result))).then(resultRows),
    walletBalance(teamId),
    upcomingTransports(
      Transport.query()
        .where('team_id', teamId)
        .whereIn('state', [...AWAITING_PICKUP_STATES])
        .where('pickup_on', '>=', today)
        .orderBy('pickup_on', 'asc')
        .orderBy('id', 'asc')
        .limit(5)
    ),
    upcomingTransports(
      Transport.query()
        .where('team_id', teamId)
        .whereIn('state', [...AWAITING_DELIVERY_STATES])
        .where('delivery_estimate_on', '>=', today)
        .orderBy('delivery_estimate_on', 'asc')
        .orderBy('id', 'asc')
        .limit(5)
    ),
  ])

  return {
    openRequests: countsByState(counted.filter((row) => row.kind === 'request')),
    transportsByState: countsByState(counted.filter((row) => row.kind === 'transport')),
    walletBalanceCents: balance,
    nextPickups: pickups,
    nextDeliveries: deliveries,
  }
}

export type DealerActivity = Awaited<ReturnType<typeof dealerActivity>>
