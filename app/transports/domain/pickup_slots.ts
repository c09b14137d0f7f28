/**
 * Feasible pickup slots (issue 11 "Schedule pickup"; docs/domain.md "Drivers
 * and scheduling"). Pure: calendar dates (yyyy-MM-dd) and times (HH:mm) in
 * Europe/Rome in and out, no database, no clock (`today` and `now` are given).
 *
 * A slot is one opening range of the pickup place on a day that is
 *   - on or after the first allowed day: today, or the request's pickup window
 *     start when it is later;
 *   - on or before the last allowed day: the window's end, or, without one,
 *     the 10th working day from the first allowed day;
 *   - a working day (not a weekend, an Italian holiday or a closing day of
 *     the place, the dealer team, the carrier team or the platform);
 *   - a day the place has opening hours (a place without any opening hours
 *     is taken as open DEFAULT_HOURS on working days);
 * and, today, a range that has not ended yet.
 *
 *   proposePickupSlots({ today: '2026-12-01', now: '09:00', openingHours: { tue: [['08:00','12:30']] }, … })
 *     -> [{ date: '2026-12-01', from: '08:00', to: '12:30' }, { date: '2026-12-08'… }]
 *
 * A typed choice (a day and a time, optionally an end time) is checked by the
 * same rules (`checkPickupChoice`) and answered with the reason of a refusal.
 */
import { ok, err, type Result } from '#core/result'
import {
  addCalendarDays,
  addWorkingDays,
  isWorkingDay,
  nextWorkingDay,
  WorkingDaysError,
  type ClosingDayRange,
  type IsoDate,
} from '#shared/working_days'
import {
  isTime,
  minutesOf,
  WEEKDAYS,
  type TimeRange,
  type WeeklyHours,
} from '#shared/opening_hours'

/** Without a window end, slots are offered up to this many working days from the first day. */
export const SLOT_HORIZON_WORKING_DAYS = 10

/** At most this many days of slots are proposed (a long window is cut; typing a later day still works). */
export const MAX_PROPOSED_DAYS = 10

/** Hours assumed for a pickup place without any opening hours (working days only). */
export const DEFAULT_HOURS: TimeRange[] = [['08:00', '18:00']]

export type PickupSlot = { date: IsoDate; from: string; to: string }

export type SlotCalendar = {
  /** Today in Rome. */
  today: IsoDate
  /** The time now in Rome (HH:mm). */
  now: string
  /** The request's pickup window (either end may be open). */
  windowStart?: IsoDate | null
  windowEnd?: IsoDate | null
  /** The pickup place's weekly opening hours; null = unknown (DEFAULT_HOURS). */
  openingHours: WeeklyHours | null
  closingDays: ClosingDayRange[]
}

export type PickupChoice = { date: string; from: string; to?: string | null }

export type PickupSlotError =
  'invalid_time' | 'in_the_past' | 'outside_window' | 'closed_day' | 'outside_opening_hours'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written yyyy-MM-dd (not 2026-02-30). */
function isCalendarDay(value: string) {
  if (!ISO_DATE.test(value)) return false
  const [y, m, d] = value.split('-').map(Number)
  const parsed = new Date(Date.UTC(y, m - 1, d))
  return (
    parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d
  )
}

function weekdayOf(date: IsoDate) {
  const [y, m, d] = date.split('-').map(Number)
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return WEEKDAYS[(day + 6) % 7]
}

/** The place's ranges on that calendar day (DEFAULT_HOURS when it has no hours at all). */
export function rangesOn(hours: WeeklyHours | null, date: IsoDate): TimeRange[] {
  const known = hours && Object.values(hours).some((ranges) => (ranges ?? []).length > 0)
  if (!known) return DEFAULT_HOURS
  return hours[weekdayOf(date)] ?? []
}

/** The first day a pickup may be scheduled: today, or the window's start when later. */
export function firstPickupDay(calendar: SlotCalendar): IsoDate {
  const start = calendar.windowStart
  return start && start > calendar.today ? start : calendar.today
}

/** The last day a pickup may be scheduled (null: none, the window has closed or no working day). */
export function lastPickupDay(calendar: SlotCalendar): IsoDate | null {
  if (calendar.windowEnd) return calendar.windowEnd
  try {
    const first = nextWorkingDay(firstPickupDay(calendar), { closingDays: calendar.closingDays })
    return addWorkingDays(first, SLOT_HORIZON_WORKING_DAYS - 1, {
      closingDays: calendar.closingDays,
    })
  } catch (error) {
    if (error instanceof WorkingDaysError) return null
    throw error
  }
}

function isOpenDay(calendar: SlotCalendar, date: IsoDate) {
  try {
    return isWorkingDay(date, { closingDays: calendar.closingDays })
  } catch (error) {
    if (error instanceof WorkingDaysError) return false
    throw error
  }
}

/** The day's slots: its opening ranges; today only those not yet over. */
function slotsOn(calendar: SlotCalendar, date: IsoDate): PickupSlot[] {
  if (!isOpenDay(calendar, date)) return []
  const now = minutesOf(calendar.now)
  return rangesOn(calendar.openingHours, date)
    .filter(([, to]) => date !== calendar.today || minutesOf(to) > now)
    .map(([from, to]) => ({ date, from, to }))
}

/** The feasible slots, day by day (at most MAX_PROPOSED_DAYS days with slots). */
export function proposePickupSlots(calendar: SlotCalendar): PickupSlot[] {
  const first = firstPickupDay(calendar)
  const last = lastPickupDay(calendar)
  if (!last || last < first) return []
  const slots: PickupSlot[] = []
  let days = 0
  /* The window may be long: walk at most a year of calendar days. */
  for (let offset = 0; offset <= 366 && days < MAX_PROPOSED_DAYS; offset++) {
    const date = addCalendarDays(first, offset)
    if (date > last) break
    const daySlots = slotsOn(calendar, date)
    if (daySlots.length > 0) days += 1
    slots.push(...daySlots)
  }
  return slots
}

/**
 * A chosen (or typed) day and time, checked by the rules of the slots. The
 * end time defaults to the end of the opening range the start falls in; a
 * given end must lie in the same range.
 */
export function checkPickupChoice(
  calendar: SlotCalendar,
  choice: PickupChoice
): Result<PickupSlot, PickupSlotError> {
  const { date, from } = choice
  const to = choice.to || null
  if (!isCalendarDay(date) || !isTime(from) || (to !== null && !isTime(to)))
    return err('invalid_time')
  if (to !== null && minutesOf(to) <= minutesOf(from)) return err('invalid_time')
  if (date < calendar.today || (date === calendar.today && from < calendar.now))
    return err('in_the_past')
  const last = lastPickupDay(calendar)
  if (date < firstPickupDay(calendar) || !last || date > last) return err('outside_window')
  if (!isOpenDay(calendar, date)) return err('closed_day')
  const ranges = rangesOn(calendar.openingHours, date)
  if (ranges.length === 0) return err('closed_day')
  const range = ranges.find(
    ([start, end]) => minutesOf(from) >= minutesOf(start) && minutesOf(from) < minutesOf(end)
  )
  if (!range) return err('outside_opening_hours')
  if (to !== null && minutesOf(to) > minutesOf(range[1])) return err('outside_opening_hours')
  return ok({ date, from, to: to ?? range[1] })
}
