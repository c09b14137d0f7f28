import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import { todayInRome } from '#shared/time_zone'
import { countsByState, rowsCounted, upcomingTransports } from '#dashboards/queries/upcoming'
import { aggregateOnceInAWhile } from '#core/database/large_counts'
import { walletBalance } from '#ledger/queries/balances'
import { AWAITING_DELIVERY_STATES, AWAITING_PICKUP_STATES } from '#transports/domain/state_machine'

const OPEN_REQUEST_STATES = ['draft', 'submitted', 'quoted'] as const

/**
 * A dealer team's transport activity for its dashboard: open requests by
 * state, transports by state, wallet balance (the ledger's running balance) and the next
 * pickups and deliveries (Europe/Rome calendar days) still to happen: a pickup until the
 * vehicles are picked up, a delivery until they are delivered. Five small indexed queries
 * (the counts of a large team kept a minute: app/core/database/large_counts.ts);
 * shaped by DealerActivityTransformer.
 */
export async function dealerActivity(teamId: number) {
  const today = todayInRome()
  const [requests, transports, balance, pickups, deliveries] = await Promise.all([
    aggregateOnceInAWhile(
      db
        .from('transport_requests')
        .where('team_id', teamId)
        .whereIn('state', [...OPEN_REQUEST_STATES])
        .select('state')
        .count('* as total')
        .groupBy('state'),
      rowsCounted
    ),
    aggregateOnceInAWhile(
      db
        .from('transports')
        .where('team_id', teamId)
        .select('state')
        .count('* as total')
        .groupBy('state'),
      rowsCounted
    ),
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
    openRequests: countsByState(requests),
    transportsByState: countsByState(transports),
    walletBalanceCents: balance,
    nextPickups: pickups,
    nextDeliveries: deliveries,
  }
}

export type DealerActivity = Awaited<ReturnType<typeof dealerActivity>>
