import db from '@adonisjs/lucid/services/db'
import { isPostgres } from '#core/database/dialect'
import { aggregateOnceInAWhile } from '#core/database/large_counts'
import { composedQuery, resultRows } from '#core/database/composed_sql'
import { nowInRome } from '#shared/time_zone'
import { endOfDayShifts, percentage, type DateRange } from '#monitoring/domain/thresholds'

/**
 * SLA figures over a range of days (Europe/Rome), one SQL aggregate each (both
 * in one statement):
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

function aggregate(kind: Kind, range: DateRange, today: string) {
  const onTime = beforeEndOfDay(kind, range)
  return db
    .from('transports')
    .whereBetween(kind.day, [range.from, range.to])
    .whereNot('state', 'cancelled')
    .where((query) => query.whereNotNull(kind.at).orWhere(kind.day, '<', today))
    .select(
      db.raw('COUNT(*) as due'),
      db.raw(`SUM(CASE WHEN ${onTime.sql} THEN 1 ELSE 0 END) as on_time`, onTime.bindings)
    )
}

function level(due: unknown, onTime: unknown): ServiceLevel {
  const dueCount = Number(due ?? 0)
  const onTimeCount = Number(onTime ?? 0)
  return { due: dueCount, onTime: onTimeCount, percent: percentage(onTimeCount, dueCount) }
}

/**
 * Both aggregates in one statement (one row each, side by side). They read
 * every transport due in the range: from LARGE (1,000) transports due, the
 * figures are kept a minute (app/core/database/large_counts.ts).
 */
export async function serviceLevels(range: DateRange) {
  const today = nowInRome().toISODate()!
  const pickups = aggregate({ day: 'pickup_on', at: 'picked_up_at' }, range, today).toSQL()
  const deliveries = aggregate(
    { day: 'delivery_estimate_on', at: 'delivered_at' },
    range,
    today
  ).toSQL()
  const both = composedQuery(
    [pickups, deliveries],
    ([p, d]) =>
      'SELECT pickups.due AS pickups_due, pickups.on_time AS pickups_on_time, ' +
      'deliveries.due AS deliveries_due, deliveries.on_time AS deliveries_on_time ' +
      `FROM (${p}) AS pickups, (${d}) AS deliveries`
  )
  const [row] = resultRows(
    await aggregateOnceInAWhile(both, (result) => {
      const [first] = resultRows(result)
      return Number(first?.pickups_due ?? 0) + Number(first?.deliveries_due ?? 0)
    })
  )
  return {
    range,
    pickups: level(row?.pickups_due, row?.pickups_on_time),
    deliveries: level(row?.deliveries_due, row?.deliveries_on_time),
  }
}

export type ServiceLevels = Awaited<ReturnType<typeof serviceLevels>>
