import db from '@adonisjs/lucid/services/db'
import { isPostgres } from '#core/database/dialect'
import { nowInRome } from '#shared/time_zone'
import { endOfDayShifts, percentage, type DateRange } from '#monitoring/domain/thresholds'

/**
 * SLA figures over a range of days (Europe/Rome), one SQL aggregate each:
 * - pickups due: transports (not cancelled) whose pickup day falls in the
 *   range and that were picked up, or whose pickup day has passed; on time
 *   when picked up before the end of the pickup day in Rome;
 * - deliveries due: the same with the estimated delivery day and the
 *   delivery time.
 */
export type ServiceLevel = { due: number; onTime: number; percent: number | null }

type Kind = { day: 'pickup_on' | 'delivery_estimate_on'; at: 'picked_up_at' | 'delivered_at' }

/** "`at` before the end of the Rome day `day`", as SQL for the dialect. */
function beforeEndOfDay({ day, at }: Kind, range: DateRange): { sql: string; bindings: string[] } {
  if (isPostgres()) {
    return { sql: `${at} < ((${day} + 1)::timestamp AT TIME ZONE 'Europe/Rome')`, bindings: [] }
  }
  /* SQLite: timestamps are text in the server's zone; shift the day's end per run of days */
  const branches: string[] = []
  const bindings: string[] = []
  for (const run of endOfDayShifts(range)) {
    const shift = `${run.minutes >= 0 ? '-' : '+'}${Math.abs(run.minutes)} minutes`
    branches.push(`WHEN ${day} BETWEEN ? AND ? THEN datetime(${day}, '+1 day', '${shift}')`)
    bindings.push(run.from, run.to)
  }
  return { sql: `${at} < CASE ${branches.join(' ')} END`, bindings }
}

async function serviceLevel(kind: Kind, range: DateRange, today: string): Promise<ServiceLevel> {
  const onTime = beforeEndOfDay(kind, range)
  const row = await db
    .from('transports')
    .whereBetween(kind.day, [range.from, range.to])
    .whereNot('state', 'cancelled')
    .where((query) => query.whereNotNull(kind.at).orWhere(kind.day, '<', today))
    .select(
      db.raw('COUNT(*) as due'),
      db.raw(`SUM(CASE WHEN ${onTime.sql} THEN 1 ELSE 0 END) as on_time`, onTime.bindings)
    )
    .first()
  const due = Number(row?.due ?? 0)
  const onTimeCount = Number(row?.on_time ?? 0)
  return { due, onTime: onTimeCount, percent: percentage(onTimeCount, due) }
}

export async function serviceLevels(range: DateRange) {
  const today = nowInRome().toISODate()!
  const [pickups, deliveries] = await Promise.all([
    serviceLevel({ day: 'pickup_on', at: 'picked_up_at' }, range, today),
    serviceLevel({ day: 'delivery_estimate_on', at: 'delivered_at' }, range, today),
  ])
  return { range, pickups, deliveries }
}

export type ServiceLevels = Awaited<ReturnType<typeof serviceLevels>>
