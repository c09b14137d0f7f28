import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import { nowInRome } from '#shared/time_zone'
import { countsByState, UPCOMING_COLUMNS } from '#dashboards/queries/upcoming'

const WORK_STATES = ['assigned', 'pickup_scheduled', 'picked_up', 'in_transit']

/**
 * A transporter team's work for its dashboard: assigned work by state,
 * today's pickups and deliveries (Europe/Rome) and this month's earnings
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
    Transport.query()
      .select(UPCOMING_COLUMNS)
      .where('transporter_team_id', teamId)
      .whereIn('state', WORK_STATES)
      .where('pickup_on', today)
      .orderBy('id'),
    Transport.query()
      .select(UPCOMING_COLUMNS)
      .where('transporter_team_id', teamId)
      .whereIn('state', WORK_STATES)
      .where('delivery_estimate_on', today)
      .orderBy('id'),
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
