/**
 * What "needs a human now" means on Admin → Analytics → Monitoring: the
 * thresholds, in one pure module (no database, no HTTP), read by the
 * monitoring queries and documented in docs/monitoring.md.
 */
import { DateTime } from 'luxon'
import { TIME_ZONE } from '#shared/time_zone'

/**
 * Hours a transport may stay in a state before it counts as stuck, measured
 * from the moment it entered that state (`transports.state_changed_at`;
 * `created_at` for `published`, which no transition enters).
 *
 * - published 120 h: five days on the marketplace without a carrier;
 * - assigned 48 h: a carrier took it and has not scheduled the pickup;
 * - pickup_scheduled 168 h: a week scheduled (late pickups show apart, from
 *   the pickup day itself);
 * - picked_up 24 h: loaded, neither on the road nor delivered after a day;
 * - in_transit 120 h: five days on the road (the longest Italian run is two);
 * - delivered 72 h: completion runs 48 h after delivery, so a delivered
 *   transport 72 h old means the completion job is not running;
 * - disputed 120 h: five days without a staff decision.
 *
 * completed and cancelled are final: never stuck.
 */
export const STUCK_AFTER_HOURS = {
  published: 120,
  assigned: 48,
  pickup_scheduled: 168,
  picked_up: 24,
  in_transit: 120,
  delivered: 72,
  disputed: 120,
} as const

export type WatchedState = keyof typeof STUCK_AFTER_HOURS
export const WATCHED_STATES = Object.keys(STUCK_AFTER_HOURS) as WatchedState[]

/** Published transports whose pickup is at most this many days away and still without a carrier. */
export const UNASSIGNED_PICKUP_DAYS = 2

/** Insurance policies in force expiring within this many days (expired ones included). */
export const INSURANCE_EXPIRY_DAYS = 30

/** Failed jobs shown: those of the last this many days. */
export const FAILED_JOBS_DAYS = 7

/** Each section shows its count and at most this many rows, the most urgent first. */
export const SECTION_ROWS = 10

/**
 * Each section counts at most this many rows (more shows as "100+"): an exact
 * count would read every matching index entry, whatever the size of the table.
 */
export const COUNT_BOUND = 100

/** States before the pickup: a pickup day in the past makes them late. */
export const BEFORE_PICKUP = ['published', 'assigned', 'pickup_scheduled'] as const

/** States before the delivery: an estimated delivery day in the past makes them late. */
export const BEFORE_DELIVERY = [
  'published',
  'assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
] as const

/** The moment before which a transport entered `state` to be stuck at `now`. */
export function stuckBefore(state: WatchedState, now: DateTime): DateTime {
  return now.minus({ hours: STUCK_AFTER_HOURS[state] })
}

/** Whether a transport in `state` since `since` is stuck at `now`. */
export function isStuck(state: string, since: DateTime, now: DateTime): boolean {
  if (!(state in STUCK_AFTER_HOURS)) return false
  return since < stuckBefore(state as WatchedState, now)
}

/** Hours (whole, rounded down) spent in the state from `since` to `now`. */
export function hoursSince(since: DateTime, now: DateTime): number {
  return Math.max(0, Math.floor(now.diff(since, 'hours').hours))
}

/** The longest date range the SLA figures accept, in days. */
export const SLA_MAX_DAYS = 366
/** The default range: the last 30 days, today included. */
export const SLA_DEFAULT_DAYS = 30

export type DateRange = { from: string; to: string }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function validDate(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null
  const parsed = DateTime.fromISO(value, { zone: TIME_ZONE })
  return parsed.isValid && parsed.toISODate() === value ? value : null
}

/**
 * The SLA range from the URL (`from`, `to`, calendar days in Europe/Rome):
 * anything malformed, reversed or longer than a year falls back to the last
 * 30 days ending `today`.
 */
export function parseRange(qs: Record<string, unknown>, today: string): DateRange {
  const from = validDate(qs.from)
  const to = validDate(qs.to)
  const fallback = {
    from: DateTime.fromISO(today)
      .minus({ days: SLA_DEFAULT_DAYS - 1 })
      .toISODate()!,
    to: today,
  }
  if (!from || !to || from > to) return fallback
  const days = DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days
  return days < SLA_MAX_DAYS ? { from, to } : fallback
}

/**
 * How far the end of each Rome calendar day of `range` lies before midnight
 * that closes the same date in `storageZone` (the zone SQLite's timestamps
 * are written in: the server's own), in minutes, grouped in runs of equal
 * shift (summer and winter time). A query then compares a stored timestamp
 * with "before the end of that day in Rome" without time zone support in
 * the database: `timestamp < date + 1 day - shift`.
 */
export function endOfDayShifts(
  range: DateRange,
  storageZone = 'local'
): { from: string; to: string; minutes: number }[] {
  const runs: { from: string; to: string; minutes: number }[] = []
  let day = DateTime.fromISO(range.from, { zone: TIME_ZONE })
  const last = DateTime.fromISO(range.to, { zone: TIME_ZONE })
  while (day <= last) {
    const end = day.plus({ days: 1 }).startOf('day')
    const stored = end.setZone(storageZone)
    const naiveMidnight = DateTime.fromISO(end.toISODate()!, { zone: 'utc' })
    const naiveStored = DateTime.fromISO(stored.toFormat("yyyy-MM-dd'T'HH:mm:ss"), { zone: 'utc' })
    const minutes = Math.round(naiveMidnight.diff(naiveStored, 'minutes').minutes)
    const iso = day.toISODate()!
    const current = runs.at(-1)
    if (current && current.minutes === minutes) current.to = iso
    else runs.push({ from: iso, to: iso, minutes })
    day = day.plus({ days: 1 })
  }
  return runs
}

/** A share as a percentage with two decimals; null when nothing was due. */
export function percentage(part: number, total: number): number | null {
  if (total <= 0) return null
  return Math.round((part / total) * 10_000) / 100
}
