/**
 * SQL pieces the analytics aggregates share, the same on SQLite and
 * PostgreSQL: a range of Europe/Rome days on a timestamp column (bounds
 * computed here, so the index on the column answers it), the trend bucket of
 * a row (a CASE over the buckets' starting instants, grouped by the
 * database), the Europe/Rome day of an instant, hours between two instants.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { databaseNow, isPostgres } from '#core/database/dialect'
import { bucketsOf, type AnalyticsFilters, type Bucket } from '#analytics/domain/filters'

/** An instant as the database stores it (text in the server's zone on SQLite). */
export const stamp = (at: DateTime) => databaseNow(undefined, at.toLocal())

/** The trend bucket (0 …) of `column` for rows already within the range, selected `AS bucket`. */
export function bucketSelect(column: string, filters: AnalyticsFilters) {
  const buckets = bucketsOf(filters)
  if (buckets.length === 1) return db.raw('0 AS bucket')
  const whens = buckets
    .slice(1)
    .map((_, index) => `WHEN ${column} < ? THEN ${index}`)
    .join(' ')
  return db.raw(`CASE ${whens} ELSE ${buckets.length - 1} END AS bucket`, bucketStamps(buckets))
}

/* the buckets' starts as stored, per list of buckets (bucketsOf keeps one list per range) */
const stamps = new WeakMap<Bucket[], unknown[]>()
function bucketStamps(buckets: Bucket[]) {
  let known = stamps.get(buckets)
  if (!known) {
    known = buckets.slice(1).map((bucket) => stamp(bucket.start))
    stamps.set(buckets, known)
  }
  return known
}

/**
 * The Europe/Rome calendar day (yyyy-MM-dd) of a timestamp column.
 * PostgreSQL knows the zone. SQLite stores the server's local time as text:
 * turned to UTC (the server's offset), then to Rome time with the EU rule
 * (summer time from 01:00 UTC of the last Sunday of March to 01:00 UTC of
 * the last Sunday of October).
 */
export function romeDaySql(column: string): string {
  if (isPostgres()) return `CAST((${column} AT TIME ZONE 'Europe/Rome') AS DATE)`
  const offset = DateTime.local().offset
  const utc = offset === 0 ? `datetime(${column})` : `datetime(${column}, '${-offset} minutes')`
  const year = `strftime('%Y', ${utc})`
  const summer =
    `${utc} >= date(${year} || '-03-25', 'weekday 0') || ' 01:00:00' AND ` +
    `${utc} < date(${year} || '-10-25', 'weekday 0') || ' 01:00:00'`
  return `date(${utc}, CASE WHEN ${summer} THEN '+2 hours' ELSE '+1 hours' END)`
}

/** The Sunday ending the Monday-to-Sunday week of a calendar day (an SQL date expression). */
export function weekEndSql(day: string): string {
  if (isPostgres())
    return `(CAST(${day} AS DATE) + CAST(7 - EXTRACT(ISODOW FROM CAST(${day} AS DATE)) AS INTEGER))`
  return `date(${day}, 'weekday 0')`
}

/** A calendar-day column compared as text on SQLite and as a date on PostgreSQL. */
export function dayColumn(column: string): string {
  return isPostgres() ? column : `date(${column})`
}

/** Hours from instant `a` to instant `b` (a decimal). */
export function hoursBetween(a: string, b: string): string {
  return isPostgres()
    ? `(EXTRACT(EPOCH FROM (${b} - ${a})) / 3600.0)`
    : `((julianday(${b}) - julianday(${a})) * 24.0)`
}

/** A driver's number (PostgreSQL answers counts and sums as text) as a JS number. */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : 0
}
