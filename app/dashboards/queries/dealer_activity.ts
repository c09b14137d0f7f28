import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import { todayInRome } from '#shared/time_zone'

const OPEN_REQUEST_STATES = ['draft', 'submitted', 'quoted'] as const
const ACTIVE_STATES = [
  'published',
  'assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'delivered',
  'disputed',
]

/**
 * A dealer team's transport activity for its dashboard: open requests by
 * state, transports by state, wallet balance (sum of the ledger) and the next
 * pickups and deliveries (Europe/Rome calendar days). Five small indexed queries.
 */
export async function dealerActivity(teamId: number) {
  const today = todayInRome()
  const [requests, transports, balance, pickups, deliveries] = await Promise.all([
    db
      .from('transport_requests')
      .where('team_id', teamId)
      .whereIn('state', [...OPEN_REQUEST_STATES])
      .select('state')
      .count('* as total')
      .groupBy('state'),
    db
      .from('transports')
      .where('team_id', teamId)
      .select('state')
      .count('* as total')
      .groupBy('state'),
    db.from('wallet_entries').where('team_id', teamId).sum('amount_cents as total').first(),
    Transport.query()
      .where('team_id', teamId)
      .whereIn('state', ACTIVE_STATES)
      .where('pickup_on', '>=', today)
      .orderBy('pickup_on', 'asc')
      .orderBy('id', 'asc')
      .limit(5),
    Transport.query()
      .where('team_id', teamId)
      .whereIn('state', ACTIVE_STATES)
      .where('delivery_estimate_on', '>=', today)
      .orderBy('delivery_estimate_on', 'asc')
      .orderBy('id', 'asc')
      .limit(5),
  ])

  const counts = (rows: { state: string; total: number | string }[]) =>
    Object.fromEntries(rows.map((row) => [row.state, Number(row.total)])) as Record<string, number>

  const upcoming = (transport: Transport, on: DateTime | null) => ({
    id: transport.id,
    reference: transport.reference,
    state: transport.state,
    on: on?.toISODate() ?? null,
    from: `${transport.pickupCity} (${transport.pickupProvince})`,
    to: `${transport.deliveryCity} (${transport.deliveryProvince})`,
    vehicleCount: transport.vehicleCount,
  })

  return {
    openRequests: counts(requests),
    transportsByState: counts(transports),
    walletBalanceCents: Number(balance?.total ?? 0),
    nextPickups: pickups.map((transport) => upcoming(transport, transport.pickupOn)),
    nextDeliveries: deliveries.map((transport) =>
      upcoming(transport, transport.deliveryEstimateOn)
    ),
  }
}

export type DealerActivity = Awaited<ReturnType<typeof dealerActivity>>
