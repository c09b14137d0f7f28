/**
 * The slots of a call with the platform's staff (issue 10, "Book a call").
 * Pure: no database, no HTTP; the clock is an argument, so every rule is
 * unit-tested on fixed dates (DST changes included).
 *
 * A slot is 30 minutes (SLOT_MINUTES) on the grid of the office hours
 * (09:00, 09:30, … when a range starts at 09:00; a slot ends within its
 * range). It may be booked when
 *   - its day is a working day: not a Saturday or Sunday, not an Italian
 *     national holiday, not inside a platform-wide closing range;
 *   - its day is not after the last bookable day: the `horizonWorkingDays`-th
 *     working day after today (today itself counts when slots are left);
 *   - it starts at least `minNoticeMinutes` after now (so never in the past);
 *   - no live call holds it.
 * Days and times are Europe/Rome wall-clock; slots are instants. A wall-clock
 * time that does not exist (the hour skipped when summer time starts) is no
 * slot; a repeated one (when it ends) is its first occurrence.
 */
import { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import { TIME_ZONE } from '#shared/time_zone'
import { isItalianHoliday, type IsoDate } from '#shared/italian_holidays'
import { addWorkingDays, type ClosingDayRange } from '#shared/working_days'
import { isTime, minutesOf, WEEKDAYS, type WeeklyHours } from '#shared/opening_hours'
import { SLOT_MINUTES, type CallSettings } from '#calls/domain/call_settings'

export type SlotProblem =
  | 'invalid_day'
  | 'past_day'
  | 'past'
  | 'weekend'
  | 'holiday'
  | 'closing_day'
  | 'too_far'
  | 'outside_hours'
  | 'too_soon'
  | 'taken'

export type SlotContext = {
  now: DateTime
  settings: CallSettings
  /** Platform-wide closing days. */
  closingDays: readonly ClosingDayRange[]
  /** The start instants of the live calls. */
  taken: Iterable<DateTime | string>
}

export type Slot = { date: IsoDate; time: string; startsAt: DateTime; endsAt: DateTime }
export type SlotDay = { date: IsoDate; slots: Slot[] }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const parsed = DateTime.fromISO(value, { zone: 'utc' })
  return parsed.isValid && parsed.year >= 2000 && parsed.year <= 2999
}

function nextDay(date: IsoDate): IsoDate {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }).toISODate()!
}

function weekdayOf(date: IsoDate) {
  return WEEKDAYS[DateTime.fromISO(date, { zone: 'utc' }).weekday - 1]!
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The day (yyyy-MM-dd) it is in Rome at this instant. */
export function romeDay(at: DateTime): IsoDate {
  return at.setZone(TIME_ZONE).toISODate()!
}

/** The slots' start times (HH:mm) of a weekday's office hours. */
export function slotTimes(hours: WeeklyHours, date: IsoDate): string[] {
  const times: string[] = []
  for (const [start, end] of hours[weekdayOf(date)] ?? []) {
    for (let at = minutesOf(start); at + SLOT_MINUTES <= minutesOf(end); at += SLOT_MINUTES)
      times.push(clock(at))
  }
  return times
}

/** The slot of a Rome day and time, or null when that wall-clock time does not exist. */
export function slotAt(date: IsoDate, time: string): Slot | null {
  const wall = `${date} ${time}`
  let startsAt = DateTime.fromISO(`${date}T${time}`, { zone: TIME_ZONE })
  if (!startsAt.isValid || startsAt.toFormat('yyyy-MM-dd HH:mm') !== wall) return null
  /* The hour repeated when summer time ends: its first occurrence. */
  const earlier = startsAt.minus({ hours: 1 })
  if (earlier.toFormat('yyyy-MM-dd HH:mm') === wall) startsAt = earlier
  return { date, time, startsAt, endsAt: startsAt.plus({ minutes: SLOT_MINUTES }) }
}

/** The first and last day one may book on (the last: the horizon's working day). */
export function bookingWindow(
  now: DateTime,
  settings: CallSettings,
  closingDays: readonly ClosingDayRange[]
): { from: IsoDate; to: IsoDate } {
  const from = romeDay(now)
  try {
    return { from, to: addWorkingDays(from, settings.horizonWorkingDays, { closingDays }) }
  } catch {
    /* Closed for a whole year: nothing to book. */
    return { from, to: from }
  }
}

/** Why no call can happen on this day (or null). */
function dayProblem(
  date: IsoDate,
  context: SlotContext,
  window: { from: IsoDate; to: IsoDate }
): SlotProblem | null {
  if (date < window.from) return 'past_day'
  if (DateTime.fromISO(date, { zone: 'utc' }).weekday >= 6) return 'weekend'
  if (isItalianHoliday(date)) return 'holiday'
  if (context.closingDays.some((range) => date >= range.from && date <= range.to))
    return 'closing_day'
  if (date > window.to) return 'too_far'
  return null
}

function takenSet(taken: SlotContext['taken']): Set<number> {
  const instants = new Set<number>()
  for (const value of taken) {
    const at = typeof value === 'string' ? DateTime.fromISO(value) : value
    if (at.isValid) instants.add(at.toMillis())
  }
  return instants
}

/** The earliest instant a slot may start at: now plus the notice. */
function earliestStart(context: SlotContext): number {
  return context.now.plus({ minutes: context.settings.minNoticeMinutes }).toMillis()
}

/** The bookable slots, day by day (only days with at least one free slot). */
export function freeSlots(context: SlotContext): SlotDay[] {
  const window = bookingWindow(context.now, context.settings, context.closingDays)
  const taken = takenSet(context.taken)
  const earliest = earliestStart(context)
  const days: SlotDay[] = []
  for (let date = window.from; date <= window.to; date = nextDay(date)) {
    if (dayProblem(date, context, window)) continue
    const slots = slotTimes(context.settings.officeHours, date)
      .map((time) => slotAt(date, time))
      .filter(
        (slot): slot is Slot =>
          slot !== null &&
          slot.startsAt.toMillis() >= earliest &&
          !taken.has(slot.startsAt.toMillis())
      )
    if (slots.length > 0) days.push({ date, slots })
  }
  return days
}

/**
 * The slot of this day and time when it may be booked now, else why not:
 * the server's check of a booking (the page only offers free slots, but
 * time passes and others book).
 */
export function checkSlot(
  context: SlotContext,
  date: string,
  time: string
): Result<Slot, SlotProblem> {
  if (!isCalendarDate(date)) return err('invalid_day')
  const window = bookingWindow(context.now, context.settings, context.closingDays)
  const problem = dayProblem(date, context, window)
  if (problem) return err(problem)
  if (!isTime(time) || !slotTimes(context.settings.officeHours, date).includes(time))
    return err('outside_hours')
  const slot = slotAt(date, time)
  if (!slot) return err('outside_hours')
  if (slot.startsAt.toMillis() <= context.now.toMillis()) return err('past')
  if (slot.startsAt.toMillis() < earliestStart(context)) return err('too_soon')
  if (takenSet(context.taken).has(slot.startsAt.toMillis())) return err('taken')
  return ok(slot)
}
