/**
 * The daily rollups of the analytics facts (docs/analytics.md, "Daily
 * rollups"): every dated fact of app/analytics/queries/facts.ts, grouped by
 * Europe/Rome day and keys, stored in `analytics_daily` for the days before
 * today. Scheduled every 15 minutes (start/scheduler.ts), also run by
 * `node ace analytics:refresh` and at the end of the demo seeding.
 *
 * A refresh rewrites the last REFRESH_DAYS days (and every day since the
 * previous refresh, however long ago): figures of a day can still change
 * after it (a quote ordered days after it was issued, a transport awarded or
 * delivered after its publication). `all` rewrites every day. One
 * transaction, the state row locked first: two refreshes run one after the
 * other, and a page reads either the old days or the new ones.
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DATED_FACTS, within, type Fact } from '#analytics/queries/facts'
import { factColumns, keyPositions, KEY_COLUMNS, MEASURE_COLUMNS } from '#analytics/queries/rollups'
import { romeDaySql, stamp, weekEndSql } from '#analytics/queries/sql'
import { calendarDay } from '#core/database/plain_rows'
import { TIME_ZONE, todayInRome } from '#shared/time_zone'

/** Days rewritten by every refresh (figures of a day settle within weeks). */
export const REFRESH_DAYS = 60

export type RefreshResult = { from: string | null; until: string; rows: number }

const startOf = (day: string) => DateTime.fromISO(day, { zone: TIME_ZONE })

async function rollUp(
  trx: TransactionClientContract,
  fact: Fact,
  from: string | null,
  until: string
) {
  const deleting = trx.from('analytics_daily').where('fact', fact.name)
  if (from) deleting.where('day', '>=', from)
  await deleting.delete()
  const range = {
    atLeast: from ? [stamp(startOf(from))] : [],
    before: [stamp(startOf(until))],
  }
  /* built on the default connection, only its SQL is used: run by the transaction */
  const query = fact.rows(range)
  if (!fact.rangeInside) within(query, fact.date!, range)
  const day = romeDaySql(fact.date!)
  const select = query
    .select(db.raw(`CAST('${fact.name}' AS VARCHAR(40)) AS fact`))
    .select(db.raw(`${day} AS day`))
    .select(db.raw(`${weekEndSql(day)} AS week_end`))
    .select(factColumns(fact).map((column) => db.raw(column)))
    .groupByRaw(['2', '3', ...keyPositions(3)].join(', '))
    .toSQL()
  const columns = ['fact', 'day', 'week_end', ...KEY_COLUMNS, ...MEASURE_COLUMNS].join(', ')
  await trx.rawQuery(`INSERT INTO analytics_daily (${columns}) ${select.sql}`, [
    ...(select.bindings as any[]),
  ])
  /* the whole weeks (Sunday before today): their days summed, the earlier days of a week included */
  const sums = MEASURE_COLUMNS.map((column) => `SUM(${column})`).join(', ')
  const keys = KEY_COLUMNS.join(', ')
  await trx.rawQuery(
    `INSERT INTO analytics_daily (fact, span, day, week_end, ${keys}, ${MEASURE_COLUMNS.join(', ')}) ` +
      `SELECT fact, 'week', week_end, week_end, ${keys}, ${sums} FROM analytics_daily ` +
      `WHERE fact = ? AND span = 'day' AND week_end < ?${from ? ' AND week_end >= ?' : ''} ` +
      `GROUP BY fact, week_end, ${keys}`,
    from ? [fact.name, until, from] : [fact.name, until]
  )
}

export async function refreshAnalyticsRollups(
  options: { all?: boolean; today?: string } = {}
): Promise<RefreshResult> {
  const until = options.today ?? todayInRome()
  return db.transaction(async (trx) => {
    const state = await trx.from('analytics_rollup_state').where('id', 1).forUpdate().first()
    const previous = calendarDay(state?.rolled_until_day)
    const recent = startOf(until).minus({ days: REFRESH_DAYS }).toISODate()!
    const from = options.all || !previous ? null : previous < recent ? previous : recent
    for (const fact of DATED_FACTS) await rollUp(trx, fact, from, until)
    await trx
      .from('analytics_rollup_state')
      .where('id', 1)
      .update({
        rolled_until_day: until,
        rolled_until_at: stamp(startOf(until)),
        rolled_week_start: startOf(until).startOf('week').toISODate()!,
        refreshed_at: stamp(DateTime.now()),
        /* what the pages kept from the stored rows is stale from now on */
        version: randomUUID(),
      })
    const counted = trx.from('analytics_daily')
    if (from) counted.where('day', '>=', from)
    const [{ n }] = await counted.count('* as n')
    return { from, until, rows: Number(n) }
  })
}
