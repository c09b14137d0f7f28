/**
 * The analytics pages' URL filters (docs/analytics.md): a date range of
 * Europe/Rome days (default the last 90 days up to today), the trend's period
 * (week or month) and a few per page. Anything malformed, unknown or out of
 * bounds is dropped (the default applies), never an error. Pure.
 */
import { DateTime } from 'luxon'
import { TIME_ZONE } from '#shared/time_zone'
import { isRegionCode, type ItalianRegionCode } from '#shared/italian_provinces'

export const ANALYTICS_KINDS = ['dealers', 'transporters', 'routes', 'prices', 'teams'] as const
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number]

export const PERIODS = ['week', 'month'] as const
/** A trend's period: week or month from the URL; by day for the admin dashboard's charts. */
export type Period = (typeof PERIODS)[number] | 'day'

/** The filters of a range of days with no other filter, its trend by day. */
export function dailyRange(from: string, to: string): AnalyticsFilters {
  return { from, to, period: 'day', pickupRegion: null, deliveryRegion: null, teamKind: null }
}

export const TEAM_KINDS = ['dealer', 'transporter'] as const

/** The longest range a page aggregates (two years of days). */
export const MAX_RANGE_DAYS = 731
export const DEFAULT_RANGE_DAYS = 90

export type AnalyticsFilters = {
  from: string
  to: string
  period: Period
  /** routes: the pickup / delivery region */
  pickupRegion: ItalianRegionCode | null
  deliveryRegion: ItalianRegionCode | null
  /** teams: dealer or transporter teams only */
  teamKind: (typeof TEAM_KINDS)[number] | null
}

function day(value: unknown): DateTime | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const parsed = DateTime.fromISO(value, { zone: TIME_ZONE })
  return parsed.isValid ? parsed : null
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : null
}

/** The range of the query string, or the default when it is missing or impossible. */
function rangeOf(qs: Record<string, unknown>, today: DateTime) {
  const to = day(qs.to) ?? today
  const from = day(qs.from) ?? to.minus({ days: DEFAULT_RANGE_DAYS - 1 })
  const span = to.diff(from, 'days').days
  if (span < 0 || span >= MAX_RANGE_DAYS) {
    return { from: today.minus({ days: DEFAULT_RANGE_DAYS - 1 }), to: today }
  }
  return { from, to }
}

/** The filters an analytics page reads from its URL (its trend by week or month). */
export type PageFilters = AnalyticsFilters & { period: (typeof PERIODS)[number] }

export function parseAnalyticsFilters(
  qs: Record<string, unknown>,
  today: DateTime = DateTime.now().setZone(TIME_ZONE).startOf('day')
): PageFilters {
  const { from, to } = rangeOf(qs, today.setZone(TIME_ZONE).startOf('day'))
  const span = to.diff(from, 'days').days
  return {
    from: from.toISODate()!,
    to: to.toISODate()!,
    period: oneOf(PERIODS, qs.period) ?? (span <= 120 ? 'week' : 'month'),
    pickupRegion: isRegionCode(qs.pickupRegion) ? qs.pickupRegion : null,
    deliveryRegion: isRegionCode(qs.deliveryRegion) ? qs.deliveryRegion : null,
    teamKind: oneOf(TEAM_KINDS, qs.teamKind),
  }
}

/** One bucket of a trend: its first day (a Monday or the 1st) and the instant it starts. */
export type Bucket = { day: string; start: DateTime }

/**
 * The trend's buckets over the range: days, weeks (Monday first) or months,
 * each labelled by its first day; the first bucket starts at the range's start.
 */
export function bucketsOf(filters: AnalyticsFilters): Bucket[] {
  const key = `${filters.from}|${filters.to}|${filters.period}`
  const known = bucketsCache.get(key)
  if (known) return known
  const buckets = computeBuckets(filters)
  if (bucketsCache.size >= 256) bucketsCache.delete(bucketsCache.keys().next().value!)
  bucketsCache.set(key, buckets)
  return buckets
}

/* a page asks for its buckets several times (one per fact), every visit the same: kept per range */
const bucketsCache = new Map<string, Bucket[]>()

function computeBuckets(filters: AnalyticsFilters): Bucket[] {
  const from = DateTime.fromISO(filters.from, { zone: TIME_ZONE })
  const end = DateTime.fromISO(filters.to, { zone: TIME_ZONE }).plus({ days: 1 })
  const unit = filters.period
  const buckets: Bucket[] = [{ day: from.startOf(unit).toISODate()!, start: from }]
  let next = from.startOf(unit).plus({ [unit + 's']: 1 })
  while (next < end) {
    buckets.push({ day: next.toISODate()!, start: next })
    next = next.plus({ [unit + 's']: 1 })
  }
  return buckets
}

/** The range's bounds as instants: [start of `from`, start of the day after `to`). */
export function rangeInstants(filters: AnalyticsFilters) {
  return {
    start: DateTime.fromISO(filters.from, { zone: TIME_ZONE }),
    end: DateTime.fromISO(filters.to, { zone: TIME_ZONE }).plus({ days: 1 }),
  }
}

/** a / b as a ratio (0 … 1) with four decimals, null when b is 0. */
export function ratio(a: number, b: number): number | null {
  return b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null
}

/** The integer mean of a sum of cents, null without a count. */
export function meanCents(sum: number, count: number): number | null {
  return count > 0 ? Math.round(sum / count) : null
}
