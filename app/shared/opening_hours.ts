/**
 * Opening hours of an address and the rules of closing-day ranges.
 * Pure rules: no database, no HTTP.
 *
 *   { mon: [["08:00","12:30"],["14:00","18:00"]], sat: [["08:00","12:00"]] }
 *
 * Up to two time ranges per weekday (HH:mm, start before end, the second
 * after the first); a day that is missing or empty is closed.
 */
import { type DateTime } from 'luxon'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export const MAX_RANGES_PER_DAY = 2

export type TimeRange = [string, string]
export type WeeklyHours = Partial<Record<Weekday, TimeRange[]>>

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value)
}

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

export type RangeProblem = 'format' | 'order' | 'overlap' | 'too_many'

/**
 * The problem with one day's ranges, if any: a bad time, a start not before
 * its end, a range not after the previous one, more than two ranges.
 */
export function dayRangesProblem(
  ranges: TimeRange[]
): { index: number; problem: RangeProblem } | null {
  if (ranges.length > MAX_RANGES_PER_DAY) return { index: MAX_RANGES_PER_DAY, problem: 'too_many' }
  for (const [index, range] of ranges.entries()) {
    const [start, end] = range
    if (!isTime(start) || !isTime(end)) return { index, problem: 'format' }
    if (minutesOf(start) >= minutesOf(end)) return { index, problem: 'order' }
    if (index > 0 && minutesOf(start) < minutesOf(ranges[index - 1]![1]))
      return { index, problem: 'overlap' }
  }
  return null
}

/** Drops empty days; keeps the weekday order. Assumes the ranges were validated. */
export function compactHours(hours: WeeklyHours | null | undefined): WeeklyHours | null {
  if (!hours) return null
  const result: WeeklyHours = {}
  for (const day of WEEKDAYS) {
    const ranges = hours[day]
    if (ranges && ranges.length > 0) result[day] = ranges.map(([start, end]) => [start, end])
  }
  return Object.keys(result).length > 0 ? result : null
}

/** Opening hours as a form sends them: { mon: [{ start, end }], ... } (validated). */
export type FormHours = Partial<Record<Weekday, { start: string; end: string }[] | undefined>>

/** The stored shape of validated form hours: ranges as pairs, empty days dropped. */
export function hoursFromForm(input: FormHours | null | undefined): WeeklyHours | null {
  if (!input) return null
  const hours: WeeklyHours = {}
  for (const day of WEEKDAYS) {
    const ranges = input[day]
    if (ranges) hours[day] = ranges.map((range) => [range.start, range.end])
  }
  return compactHours(hours)
}

/** Whether the place is open on a weekday at a time (HH:mm). */
export function isOpenAt(
  hours: WeeklyHours | null | undefined,
  day: Weekday,
  time: string
): boolean {
  const ranges = hours?.[day] ?? []
  const at = minutesOf(time)
  return ranges.some(([start, end]) => at >= minutesOf(start) && at < minutesOf(end))
}

/* Closing days ---------------------------------------------------------- */

/** A closing range may span at most this many days (start and end included). */
export const MAX_CLOSING_SPAN_DAYS = 366

export type ClosingRangeProblem = 'end_before_start' | 'too_long'

/** starts_on ≤ ends_on and at most 366 days, both ends included. */
export function closingRangeProblem(
  startsOn: DateTime,
  endsOn: DateTime
): ClosingRangeProblem | null {
  const start = startsOn.startOf('day')
  const end = endsOn.startOf('day')
  if (end < start) return 'end_before_start'
  if (Math.round(end.diff(start, 'days').days) + 1 > MAX_CLOSING_SPAN_DAYS) return 'too_long'
  return null
}
