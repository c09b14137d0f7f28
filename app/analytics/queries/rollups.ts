/**
 * Reading facts over a page's range in one SQL statement (docs/analytics.md,
 * "Daily rollups"): the days already rolled up come from `analytics_daily`
 * (a few rows per day and key, whatever the volume), the rest (today, or
 * every day after the last refresh) from the sources through the date
 * columns' indexes. Where the two meet is read by the statement itself from
 * `analytics_rollup_state`, so a refresh committing meanwhile never makes a
 * day count twice or not at all.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { addCalendarDays } from '#shared/working_days'
import { bucketsOf, rangeInstants, type AnalyticsFilters } from '#analytics/domain/filters'
import { factNamed, within, type Fact, type StampRange } from '#analytics/queries/facts'
import { bucketSelect, num, stamp } from '#analytics/queries/sql'
import { isPostgres } from '#core/database/dialect'
import { composedQuery, resultRows } from '#core/database/composed_sql'
import { instant } from '#core/database/plain_rows'

export const KEY_COLUMNS = ['k1', 'k2', 'k3', 'k4'] as const
export const MEASURE_COLUMNS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'] as const

/** One fact's figures for one combination of keys (and trend bucket). */
export type FactRow = {
  fact: string
  bucket: number
  keys: Record<string, string | null>
  values: Record<string, number>
}

/** A key as stored: text (ids too), the same on both databases. */
export const asText = (expression: string) => `CAST(${expression} AS VARCHAR(64))`
/** A measure as stored: a double (exact for integer cents below 2^53). */
export const asNumber = (expression: string) =>
  `CAST(COALESCE(${expression}, 0) AS DOUBLE PRECISION)`

const NO_DAY = '0001-01-01'
const ROLLED_DAY = `(SELECT rolled_until_day FROM analytics_rollup_state WHERE id = 1)`
const ROLLED_AT = `(SELECT rolled_until_at FROM analytics_rollup_state WHERE id = 1)`
const ROLLED_WEEK = `(SELECT rolled_week_start FROM analytics_rollup_state WHERE id = 1)`

/** The key and measure columns of a fact's grouped rows, in storage order. */
export function factColumns(fact: Fact) {
  const keys = Object.values(fact.keys)
  const measures = Object.values(fact.measures)
  return [
    ...KEY_COLUMNS.map(
      (column, index) =>
        `${keys[index] === undefined ? 'CAST(NULL AS VARCHAR(64))' : asText(keys[index])} AS ${column}`
    ),
    ...MEASURE_COLUMNS.map(
      (column, index) =>
        `${measures[index] === undefined ? asNumber('0') : asNumber(measures[index])} AS ${column}`
    ),
  ]
}

/** Group by the key columns (positions after the leading ones). */
export function keyPositions(leading: number) {
  return KEY_COLUMNS.map((_, index) => String(leading + index + 1))
}

/**
 * A fact's rows not rolled up yet, grouped by bucket and keys: from where the
 * rollups stop (`since`, or as the statement reads it from the state row).
 */
function livePart(fact: Fact, filters: AnalyticsFilters, since: DateTime | null) {
  const { start, end } = rangeInstants(filters)
  /* one bound, so the date column's index starts there (two would leave the planner a choice) */
  const from = since
    ? stamp(since > start ? since : start)
    : db.raw(`${isPostgres() ? 'GREATEST' : 'MAX'}(?, COALESCE(${ROLLED_AT}, ?))`, [
        stamp(start),
        stamp(start),
      ])
  const range: StampRange =
    fact.date === null ? { atLeast: [], before: [] } : { atLeast: [from], before: [stamp(end)] }
  const query = fact.rows(range)
  if (fact.date !== null && !fact.rangeInside) within(query, fact.date, range)
  const bucket =
    fact.bucketed && fact.date !== null ? bucketSelect(fact.date, filters) : db.raw('0 AS bucket')
  return query
    .select(db.raw(`CAST('${fact.name}' AS VARCHAR(40)) AS fact`))
    .select(bucket)
    .select(factColumns(fact).map((column) => db.raw(column)))
    .groupByRaw(['2', ...keyPositions(2)].join(', '))
}

/**
 * The whole weeks (their Sundays) a range reads from the weekly rows: Monday
 * to Sunday inside the range and inside one trend bucket (a week across the
 * first of a month stays in days when the trend is by month).
 */
export function wholeWeeks(filters: AnalyticsFilters): { weeks: string[]; otherDays: string[] } {
  const starts = new Set(
    bucketsOf(filters)
      .slice(1)
      .map((bucket) => bucket.day)
  )
  const weeks: string[] = []
  const otherDays: string[] = []
  let day = filters.from
  while (day <= filters.to) {
    const sunday = addCalendarDays(day, 6)
    const whole =
      isoWeekday(day) === 1 &&
      sunday <= filters.to &&
      [1, 2, 3, 4, 5, 6].every((index) => !starts.has(addCalendarDays(day, index)))
    if (whole) {
      weeks.push(sunday)
      day = addCalendarDays(sunday, 1)
    } else {
      otherDays.push(day)
      day = addCalendarDays(day, 1)
    }
  }
  return { weeks, otherDays }
}

/** 1 (Monday) … 7 (Sunday) of a yyyy-MM-dd day. */
function isoWeekday(day: string) {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

const ROLLED = `COALESCE(${ROLLED_DAY}, '${NO_DAY}')`

/*
 * `day` in a bound that must not lead the index: SQLite's planner would
 * otherwise pick `day < (last refresh)` as the range of the (fact, span, day)
 * index over the listed days and read every stored row before the refresh
 * (a unary plus keeps a column from an index there); PostgreSQL plans both.
 */
const DAY_ONLY_CHECKED = () => (isPostgres() ? 'day' : '+day')

/**
 * The stored rows of the range not after the last refresh, for the dated
 * facts: whole weeks from the weekly rows, the other days from the daily ones.
 * Each fact reads its own parts (`fact = ?`, then the listed days): with
 * several facts in one `IN`, SQLite's planner stops using the days.
 */
function rolledParts(facts: Fact[], filters: AnalyticsFilters) {
  const starts = bucketsOf(filters)
    .slice(1)
    .map((bucket) => bucket.day)
  const bucketOf = (fact: Fact) =>
    fact.bucketed && starts.length
      ? db.raw(
          `CASE ${starts.map((_, index) => `WHEN day < ? THEN ${index}`).join(' ')} ELSE ${starts.length} END AS bucket`,
          starts
        )
      : db.raw('0 AS bucket')
  const { weeks, otherDays } = wholeWeeks(filters)
  const rows = (fact: Fact, span: 'day' | 'week') =>
    db
      .from('analytics_daily')
      .where('fact', fact.name)
      .where('span', span)
      .whereRaw(`${DAY_ONLY_CHECKED()} < ${ROLLED}`)
      .select('fact')
      .select(bucketOf(fact))
      .select(...KEY_COLUMNS, ...MEASURE_COLUMNS)
  /*
   * Days: those of the range outside its whole weeks, and every day of the
   * weeks not rolled up whole yet (from the Monday of the day the rollups
   * stop); each day in one part only.
   */
  const weekStart = `COALESCE(${ROLLED_WEEK}, '${NO_DAY}')`
  return facts.flatMap((fact) => {
    const parts = [
      rows(fact, 'day')
        .where(
          'day',
          '>=',
          db.raw(`${isPostgres() ? 'GREATEST' : 'MAX'}(?, ${weekStart})`, [filters.from])
        )
        .where('day', '<=', filters.to),
    ]
    if (otherDays.length)
      parts.push(
        rows(fact, 'day').whereIn('day', otherDays).whereRaw(`${DAY_ONLY_CHECKED()} < ${weekStart}`)
      )
    if (weeks.length) parts.push(rows(fact, 'week').whereIn('day', weeks))
    return parts
  })
}

/* what a statement's row is: a live row, a stored one, or the rollups' version */
const LIVE = 0
const STORED = 1
const VERSION = 2

/**
 * The stored part of the facts read for a range, per rollups version: it
 * changes only when a refresh writes a new version, so the next visits of
 * the same range read only what happened since the refresh from the sources.
 * Per process, at most KEPT_RANGES, the least recently used dropped.
 */
const keptStored = new Map<string, FactRow[]>()
const KEPT_RANGES = 64

export function forgetStoredFacts() {
  keptStored.clear()
}

function keptFor(key: string | null) {
  const rows = key === null ? undefined : keptStored.get(key)
  if (key !== null && rows) {
    keptStored.delete(key)
    keptStored.set(key, rows)
  }
  return rows
}

/* the arrays of stored rows that are kept (so a result made from them is worth keeping too) */
const keptArrays = new WeakSet<FactRow[]>()

function keep(key: string, rows: FactRow[]) {
  if (keptStored.size >= KEPT_RANGES) keptStored.delete(keptStored.keys().next().value!)
  keptStored.set(key, rows)
  keptArrays.add(rows)
}

const storedKey = (version: unknown, filters: AnalyticsFilters, names: string[]) =>
  typeof version === 'string' && version !== ''
    ? [version, filters.from, filters.to, filters.period, ...names].join('|')
    : null

/** The parts as one statement: rows per part (live, stored, version), fact, bucket and keys. */
async function readParts(parts: { sql: string; bindings: readonly unknown[] }[]) {
  const sums = MEASURE_COLUMNS.map((column) => `SUM(${column}) AS ${column}`).join(', ')
  const result = await composedQuery(
    parts,
    (sql) =>
      `SELECT part, fact, bucket, ${KEY_COLUMNS.join(', ')}, ${sums} FROM (` +
      sql.map((part, index) => `SELECT * FROM (${part}) AS p${index}`).join(' UNION ALL ') +
      `) AS u GROUP BY part, fact, bucket, ${KEY_COLUMNS.join(', ')}`
  )
  return resultRows(result) as Record<string, unknown>[]
}

const asPart = (
  part: number,
  query: { toSQL(): { sql: string; bindings: readonly unknown[] } }
) => {
  const { sql, bindings } = query.toSQL()
  return { sql: `SELECT ${part} AS part, q.* FROM (${sql}) AS q`, bindings }
}

/**
 * The facts named, over the page's range: two statements whatever the data
 * (the rollups' version, then the rows). The stored part of a range is read
 * once per refresh (see keptStored); every visit reads what happened since
 * the refresh from the sources. A fact, key combination and (for bucketed
 * facts) trend bucket can come in two rows, the stored and the live one:
 * readers add rows up (sumBy).
 */
export async function readFacts(filters: AnalyticsFilters, names: string[]): Promise<FactRow[]> {
  const { stored, live } = await readFactParts(filters, names)
  return [...stored, ...live]
}

/**
 * readFacts in its two parts: `stored` (the same array on every visit until
 * the next refresh: what a page derives from it alone can be kept with it)
 * and `live`.
 */
export async function readFactParts(
  filters: AnalyticsFilters,
  names: string[]
): Promise<{ stored: FactRow[]; live: FactRow[] }> {
  const facts = names.map(factNamed)
  const dated = facts.filter((fact) => fact.date !== null)
  const state = await db
    .from('analytics_rollup_state')
    .where('id', 1)
    .select('version', 'rolled_until_at')
    .first()
  const kept = keptFor(storedKey(state?.version, filters, names))
  const rolledAt = instant(state?.rolled_until_at)
  if (kept && rolledAt) {
    /* since the refresh that wrote the kept rows (a later one changes nothing here) */
    const since = DateTime.fromISO(rolledAt)
    const live = await readParts(facts.map((fact) => asPart(LIVE, livePart(fact, filters, since))))
    return { stored: kept, live: live.map((row) => factRow(facts, row)) }
  }
  const parts = facts.map((fact) => asPart(LIVE, livePart(fact, filters, null)))
  if (dated.length) {
    parts.push(...rolledParts(dated, filters).map((part) => asPart(STORED, part)))
    parts.push(asPart(VERSION, versionRow()))
  }
  const rows = await readParts(parts)
  const version = rows.find((row) => num(row.part) === VERSION)?.fact
  const stored = rows.filter((row) => num(row.part) === STORED).map((row) => factRow(facts, row))
  const key = storedKey(version, filters, names)
  if (key) keep(key, stored)
  return {
    stored,
    live: rows.filter((row) => num(row.part) === LIVE).map((row) => factRow(facts, row)),
  }
}

const derived = new WeakMap<FactRow[], Map<string, { live: string; value: unknown }>>()

/**
 * `compute` over the facts of a range, kept with the range's stored rows
 * (until the next refresh) per `key`, and done again only when the rows since
 * the refresh are not the ones it was done with: exact, and a visit with
 * nothing new since the previous one adds nothing up again. Only for results
 * made from the facts alone (no name read from the database); shared between
 * visits, so never changed once made.
 */
export async function fromFacts<T>(
  filters: AnalyticsFilters,
  names: string[],
  key: string,
  compute: (facts: FactRow[]) => T
): Promise<T> {
  const { stored, live } = await readFactParts(filters, names)
  /* no refresh yet: every row is live, nothing is kept */
  if (!keptArrays.has(stored)) return compute([...stored, ...live])
  const since = JSON.stringify(live)
  const kept = derived.get(stored)?.get(key)
  if (kept && kept.live === since) return kept.value as T
  const value = compute([...stored, ...live])
  const byKey = derived.get(stored) ?? new Map()
  byKey.set(key, { live: since, value })
  derived.set(stored, byKey)
  return value
}

/** The rollups' version as a row of the statement (in `fact`), read with the stored rows. */
function versionRow() {
  return db
    .from('analytics_rollup_state')
    .where('id', 1)
    .select(db.raw('CAST(version AS VARCHAR(40)) AS fact'))
    .select(db.raw('0 AS bucket'))
    .select(
      ...KEY_COLUMNS.map((column) => db.raw(`CAST(NULL AS VARCHAR(64)) AS ${column}`)),
      ...MEASURE_COLUMNS.map((column) => db.raw(`${asNumber('0')} AS ${column}`))
    )
}

function factRow(facts: Fact[], row: Record<string, unknown>): FactRow {
  const fact = facts.find((item) => item.name === row.fact)!
  const keys: Record<string, string | null> = {}
  Object.keys(fact.keys).forEach((name, index) => {
    const value = row[KEY_COLUMNS[index]]
    keys[name] = value === null || value === undefined ? null : String(value)
  })
  const values: Record<string, number> = {}
  Object.keys(fact.measures).forEach((name, index) => {
    values[name] = num(row[MEASURE_COLUMNS[index]])
  })
  return { fact: fact.name, bucket: num(row.bucket), keys, values }
}

/** Adds up rows of one fact by a key function (undefined key: the row is left out). */
export function sumBy<K>(
  rows: FactRow[],
  fact: string,
  keyOf: (row: FactRow) => K | undefined
): Map<K, Record<string, number>> {
  const sums = new Map<K, Record<string, number>>()
  for (const row of rows) {
    if (row.fact !== fact) continue
    const key = keyOf(row)
    if (key === undefined) continue
    const total = sums.get(key) ?? {}
    for (const [name, value] of Object.entries(row.values)) total[name] = (total[name] ?? 0) + value
    sums.set(key, total)
  }
  return sums
}

/** A team id key ('12') as a number, undefined when missing. */
export function teamKey(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** Ratings received per team in one direction: their count and mean score (two decimals). */
export function ratingsReceived(
  rows: FactRow[],
  direction: 'carrier_to_dealer' | 'dealer_to_carrier'
) {
  const sums = sumBy(rows, 'ratings.given', (row) =>
    row.keys.direction === direction ? teamKey(row.keys.team) : undefined
  )
  return [...sums].map(([id, r]) => [
    id,
    { ratings: r.n, rating: r.n > 0 ? Math.round((r.score / r.n) * 100) / 100 : null },
  ]) as [number, { ratings: number; rating: number | null }][]
}
