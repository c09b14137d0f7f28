import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { databaseNow } from '#core/database/dialect'
import { TIME_ZONE } from '#shared/time_zone'

/**
 * Per-day series over timestamps, counted by calendar day in Europe/Rome on
 * both databases (SQLite has no time zones): a `CASE` maps each timestamp of
 * the range to its Rome day by the day's bounds, written as the database
 * stores timestamps. One `GROUP BY` query per series; the range is short
 * (the dashboard's 30 days), so is the `CASE`.
 */
export type DaySeries = { day: string; count: number; sumCents: number }[]

function romeDays(from: string, to: string) {
  const days: { day: string; start: string; end: string }[] = []
  const safe = (text: string) => text.replace(/[^0-9: .+T-]/g, '')
  let day = DateTime.fromISO(from, { zone: TIME_ZONE })
  const last = DateTime.fromISO(to, { zone: TIME_ZONE })
  while (day <= last) {
    const next = day.plus({ days: 1 }).startOf('day')
    days.push({
      day: day.toISODate()!,
      start: safe(databaseNow(undefined, day.toLocal())),
      end: safe(databaseNow(undefined, next.toLocal())),
    })
    day = next
  }
  return days
}

/**
 * Rows of `table` whose `column` falls in [from, to] (Rome days), counted
 * per day, with the sum of `sumColumn` when given; every day of the range
 * present (zeros included).
 */
export async function perRomeDay(input: {
  table: string
  column: string
  from: string
  to: string
  sumColumn?: string
  narrow?: (query: any) => any
}): Promise<DaySeries> {
  const days = romeDays(input.from, input.to)
  /* literals we generated (digits, '-', ':', ' ', '.', '+'): no parameters, so the
     select and the GROUP BY (by position) are the same expression on PostgreSQL */
  const branches = days.map(
    ({ day, start, end }) =>
      `WHEN ${input.column} >= '${start}' AND ${input.column} < '${end}' THEN '${day}'`
  )
  const bucket = `CASE ${branches.join(' ')} END`
  const query = db
    .from(input.table)
    .where(input.column, '>=', days[0].start)
    .where(input.column, '<', days.at(-1)!.end)
    .select(db.raw(`${bucket} as day`))
    .count('* as total')
    .groupByRaw('1')
  if (input.sumColumn) query.sum(`${input.sumColumn} as sum_cents`)
  const rows = await (input.narrow ? input.narrow(query) : query)
  const byDay = new Map<string, any>(rows.map((row: any) => [String(row.day), row]))
  return days.map(({ day }) => ({
    day,
    count: Number(byDay.get(day)?.total ?? 0),
    sumCents: Number(byDay.get(day)?.sum_cents ?? 0),
  }))
}
