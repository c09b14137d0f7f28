/**
 * Working days (DOMAIN.md §2 "Working days and calendar"). Pure: no database,
 * no HTTP, no Node APIs; used by the server (pickup/delivery rules) and by the
 * React pages (date pickers) as '@shared/working_days'.
 *
 * Dates are calendar dates in Europe/Rome: `yyyy-MM-dd` strings in and out.
 * A luxon DateTime is accepted too and is first converted to the day it is
 * in Rome (so 2026-04-06T23:30:00Z is 7 April). Times never matter here.
 *
 * A working day is a day that is not
 *   - a Saturday or a Sunday,
 *   - an Italian national holiday (see italian_holidays.ts; on by default),
 *   - one of the extra `holidays` given (e.g. a local patron saint),
 *   - inside one of the `closingDays` ranges given (inclusive; a range may
 *     span the end of a year, e.g. 2026-12-24 → 2027-01-06).
 *
 *   addWorkingDays('2026-04-03', 1)  -> '2026-04-07'  (Fri + 1: skips the weekend and Easter Monday)
 *   addWorkingDays('2026-04-03', 0)  -> '2026-04-03'  (n = 0 returns the start, even if not a working day)
 *   nextWorkingDay('2026-04-04')     -> '2026-04-07'  (the first working day on or after a date)
 *
 * Counting never goes further than 366 calendar days from the start: past
 * that it throws a WorkingDaysError with code 'limit_exceeded' (a closed
 * calendar, or a count that makes no business sense).
 */
import { DateTime } from 'luxon'
import { isItalianHoliday, type IsoDate } from './italian_holidays.js'
import { TIME_ZONE } from './time_zone.js'

export type { IsoDate } from './italian_holidays.js'

/** The furthest a count may reach, in calendar days from the start. */
export const MAX_WORKING_DAYS_SPAN = 366

/** An inclusive range of closed days (one day: from === to). */
export type ClosingDayRange = { from: IsoDate; to: IsoDate }

export type WorkingDayOptions = {
  /** Extra holidays (calendar dates) on top of the national ones. */
  holidays?: Iterable<IsoDate>
  /** Closed periods (team, address or platform-wide closing days). */
  closingDays?: Iterable<ClosingDayRange>
  /** Skip the Italian national holidays (default true). */
  nationalHolidays?: boolean
}

export type WorkingDaysErrorCode =
  'limit_exceeded' | 'invalid_date' | 'invalid_count' | 'invalid_range'

/** A typed error: callers map `code` to a translated message (e.g. `calendar.errors.<code>`). */
export class WorkingDaysError extends Error {
  readonly code: WorkingDaysErrorCode

  constructor(code: WorkingDaysErrorCode, message: string) {
    super(message)
    this.name = 'WorkingDaysError'
    this.code = code
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date from `yyyy-MM-dd` or a luxon DateTime (taken in Rome). */
export function toCalendarDate(value: IsoDate | DateTime): IsoDate {
  if (DateTime.isDateTime(value)) {
    if (!value.isValid) throw new WorkingDaysError('invalid_date', 'Invalid date')
    return value.setZone(TIME_ZONE).toISODate()!
  }
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw new WorkingDaysError(
      'invalid_date',
      `Invalid date: ${String(value)} (expected yyyy-MM-dd)`
    )
  }
  const parsed = DateTime.fromISO(value, { zone: 'utc' })
  if (!parsed.isValid || parsed.year < 1583) {
    throw new WorkingDaysError('invalid_date', `Invalid date: ${value}`)
  }
  return value
}

/** Day of week, 1 = Monday … 7 = Sunday (ISO). */
function weekday(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number)
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return day === 0 ? 7 : day
}

/** The calendar date `days` days after (or before, when negative) `date`. */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number)
  const moved = new Date(Date.UTC(y, m - 1, d + days))
  const year = String(moved.getUTCFullYear()).padStart(4, '0')
  return `${year}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}-${String(moved.getUTCDate()).padStart(2, '0')}`
}

type Calendar = {
  holidays: Set<IsoDate>
  closing: ClosingDayRange[]
  national: boolean
}

function calendarFrom(options: WorkingDayOptions = {}): Calendar {
  const holidays = new Set<IsoDate>()
  for (const day of options.holidays ?? []) holidays.add(toCalendarDate(day))
  const closing: ClosingDayRange[] = []
  for (const range of options.closingDays ?? []) {
    const from = toCalendarDate(range.from)
    const to = toCalendarDate(range.to)
    if (to < from)
      throw new WorkingDaysError(
        'invalid_range',
        `Closing range ends before it starts: ${from} → ${to}`
      )
    closing.push({ from, to })
  }
  return { holidays, closing, national: options.nationalHolidays !== false }
}

function isWorking(date: IsoDate, calendar: Calendar): boolean {
  if (weekday(date) >= 6) return false
  if (calendar.national && isItalianHoliday(date)) return false
  if (calendar.holidays.has(date)) return false
  /* yyyy-MM-dd strings compare like the dates they name. */
  return !calendar.closing.some((range) => date >= range.from && date <= range.to)
}

/** Is this calendar date a working day (not a weekend, holiday or closing day)? */
export function isWorkingDay(date: IsoDate | DateTime, options: WorkingDayOptions = {}): boolean {
  return isWorking(toCalendarDate(date), calendarFrom(options))
}

/**
 * The date `n` working days after `start` (the start itself is not counted).
 * n = 0 returns the start unchanged. Throws WorkingDaysError for a negative or
 * fractional n, an invalid date, or when the result would lie more than
 * 366 calendar days after the start.
 */
export function addWorkingDays(
  start: IsoDate | DateTime,
  n: number,
  options: WorkingDayOptions = {}
): IsoDate {
  const from = toCalendarDate(start)
  if (!Number.isInteger(n) || n < 0) {
    throw new WorkingDaysError(
      'invalid_count',
      `The number of working days must be a whole number ≥ 0, got ${n}`
    )
  }
  if (n > MAX_WORKING_DAYS_SPAN) {
    throw new WorkingDaysError(
      'limit_exceeded',
      `Cannot count ${n} working days: the limit is ${MAX_WORKING_DAYS_SPAN} days`
    )
  }
  const calendar = calendarFrom(options)
  let counted = 0
  let offset = 0
  let current = from
  while (counted < n) {
    offset += 1
    if (offset > MAX_WORKING_DAYS_SPAN) {
      throw new WorkingDaysError(
        'limit_exceeded',
        `Fewer than ${n} working days in the ${MAX_WORKING_DAYS_SPAN} days after ${from}`
      )
    }
    current = addCalendarDays(from, offset)
    if (isWorking(current, calendar)) counted += 1
  }
  return current
}

/** The first working day on or after `date` (within 366 days, else WorkingDaysError). */
export function nextWorkingDay(date: IsoDate | DateTime, options: WorkingDayOptions = {}): IsoDate {
  const from = toCalendarDate(date)
  const calendar = calendarFrom(options)
  for (let offset = 0; offset <= MAX_WORKING_DAYS_SPAN; offset++) {
    const current = addCalendarDays(from, offset)
    if (isWorking(current, calendar)) return current
  }
  throw new WorkingDaysError(
    'limit_exceeded',
    `No working day in the ${MAX_WORKING_DAYS_SPAN} days from ${from}`
  )
}

/** The working days from `from` to `to`, both included (at most 366 days apart). */
export function workingDaysBetween(
  from: IsoDate | DateTime,
  to: IsoDate | DateTime,
  options: WorkingDayOptions = {}
): IsoDate[] {
  const start = toCalendarDate(from)
  const end = toCalendarDate(to)
  if (end < start)
    throw new WorkingDaysError('invalid_range', `Range ends before it starts: ${start} → ${end}`)
  const calendar = calendarFrom(options)
  const days: IsoDate[] = []
  for (let offset = 0; ; offset++) {
    if (offset > MAX_WORKING_DAYS_SPAN) {
      throw new WorkingDaysError(
        'limit_exceeded',
        `Range longer than ${MAX_WORKING_DAYS_SPAN} days`
      )
    }
    const current = addCalendarDays(start, offset)
    if (current > end) break
    if (isWorking(current, calendar)) days.push(current)
  }
  return days
}
