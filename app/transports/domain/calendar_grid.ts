/**
 * The calendar grid (dealer and admin calendars): month and week views, weeks
 * starting on Monday, with pickups, deliveries, closing days and Italian
 * holidays placed on their days. Pure: yyyy-MM-dd strings in and out.
 */
import { DateTime } from 'luxon'
import { italianHolidays, type ItalianHolidayKey } from '#shared/italian_holidays'

export type CalendarView = 'month' | 'week'

export type CalendarEntry = {
  kind: 'pickup' | 'delivery'
  transportId: number
  reference: string
  city: string
  province: string
  state: string
}

export type CalendarClosing = {
  from: string
  to: string
  reason: string | null
  teamName: string | null
}

export type CalendarDay = {
  date: string
  inPeriod: boolean
  isWeekend: boolean
  isToday: boolean
  holidays: ItalianHolidayKey[]
  closings: { reason: string | null; teamName: string | null }[]
  entries: CalendarEntry[]
}

export type CalendarPeriod = {
  view: CalendarView
  date: string
  /** first and last day shown (Monday … Sunday) */
  start: string
  end: string
  previous: string
  next: string
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** Reads ?view=month|week&date=yyyy-MM-dd; anything else falls back to this month. */
export function parseCalendarQuery(
  qs: Record<string, unknown>,
  today: string
): { view: CalendarView; date: string } {
  const view: CalendarView = qs.view === 'week' ? 'week' : 'month'
  const raw =
    typeof qs.date === 'string' && ISO.test(qs.date)
      ? DateTime.fromISO(qs.date, { zone: 'utc' })
      : null
  const date = raw && raw.isValid && raw.year >= 2000 && raw.year <= 2100 ? raw.toISODate()! : today
  return { view, date }
}

export function calendarPeriod(view: CalendarView, date: string): CalendarPeriod {
  const day = DateTime.fromISO(date, { zone: 'utc' })
  if (view === 'week') {
    const start = day.minus({ days: day.weekday - 1 })
    return {
      view,
      date,
      start: start.toISODate()!,
      end: start.plus({ days: 6 }).toISODate()!,
      previous: start.minus({ weeks: 1 }).toISODate()!,
      next: start.plus({ weeks: 1 }).toISODate()!,
    }
  }
  const first = day.startOf('month')
  const last = day.endOf('month').startOf('day')
  const start = first.minus({ days: first.weekday - 1 })
  const end = last.plus({ days: 7 - last.weekday })
  return {
    view,
    date,
    start: start.toISODate()!,
    end: end.toISODate()!,
    previous: first.minus({ months: 1 }).toISODate()!,
    next: first.plus({ months: 1 }).toISODate()!,
  }
}

/** Weeks (arrays of 7 days, Monday first) of the period, with everything placed on its day. */
export function buildCalendar(
  period: CalendarPeriod,
  data: { today: string; entries: (CalendarEntry & { on: string })[]; closings: CalendarClosing[] }
): CalendarDay[][] {
  const start = DateTime.fromISO(period.start, { zone: 'utc' })
  const end = DateTime.fromISO(period.end, { zone: 'utc' })
  const month = DateTime.fromISO(period.date, { zone: 'utc' }).month
  const holidays = new Map<string, ItalianHolidayKey[]>()
  for (let year = start.year; year <= end.year; year++) {
    for (const holiday of italianHolidays(year))
      holidays.set(holiday.date, [...(holidays.get(holiday.date) ?? []), holiday.key])
  }
  const weeks: CalendarDay[][] = []
  for (let cursor = start; cursor <= end; cursor = cursor.plus({ days: 1 })) {
    const date = cursor.toISODate()!
    if (cursor.weekday === 1) weeks.push([])
    weeks[weeks.length - 1].push({
      date,
      inPeriod: period.view === 'week' || cursor.month === month,
      isWeekend: cursor.weekday >= 6,
      isToday: date === data.today,
      holidays: holidays.get(date) ?? [],
      closings: data.closings
        .filter((closing) => closing.from <= date && closing.to >= date)
        .map(({ reason, teamName }) => ({ reason, teamName })),
      entries: data.entries
        .filter((entry) => entry.on === date)
        .map(({ on: _on, ...entry }) => entry)
        .sort((a, b) =>
          a.kind === b.kind ? a.transportId - b.transportId : a.kind === 'pickup' ? -1 : 1
        ),
    })
  }
  return weeks
}
