import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import { nowInRome } from '#shared/time_zone'
import { countsByState, upcomingTransports } from '#dashboards/queries/upcoming'
import { AWAITING_DELIVERY_STATES, AWAITING_PICKUP_STATES } from '#transports/domain/state_machine'

const WORK_STATES = ['assigned', 'pickup_scheduled', 'picked_up', 'in_transit']

/**
 * A transporter team's work for its dashboard: assigned work by state,
 * today's pickups and deliveries still to happen (Europe/Rome; 50 at most each) and this month's earnings
 * (payouts of transports completed this month). Shaped by
 * TransporterActivityTransformer.
 */
export async function transporterActivity(teamId: number) {
  const now = nowInRome()
  const today = now.toISODate()!
  const monthStart = now.startOf('month').toUTC().toSQL({ includeOffset: false })!
  const [work, todayPickups, todayDeliveries, earnings] = await Promise.all([
    db
      .from('transports')
      .where('transporter_team_id', teamId)
      .whereIn('state', WORK_STATES)
      .select('state')
      .count('* as total')
      .groupBy('state'),
    upcomingTransports(
      Transport.query()
        .where('transporter_team_id', teamId)
        .whereIn('state', [...AWAITING_PICKUP_STATES])
        .where('pickup_on', today)
        .orderBy('id')
        .limit(50)
    ),
    upcomingTransports(
      Transport.query()
        .where('transporter_team_id', teamId)
        .whereIn('state', [...AWAITING_DELIVERY_STATES])
        .where('delivery_estimate_on', today)
        .orderBy('id')
        .limit(50)
    ),
    db
      .from('transports')
      .where('transporter_team_id', teamId)
      .where('state', 'completed')
      .where('completed_at', '>=', monthStart)
      .sum('payout_cents as total')
      .first(),
  ])
  return {
    workByState: countsByState(work),
    todayPickups,
    todayDeliveries,
    earningsThisMonthCents: Number(earnings?.total ?? 0),
  }
}

export type TransporterActivity = Awaited<ReturnType<typeof transporterActivity>>
