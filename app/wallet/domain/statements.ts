/**
 * Monthly statements of a dealer's wallet (DOMAIN.md §3 "Statements per
 * month"). Pure: calendar months in Europe/Rome.
 */
import { DateTime } from 'luxon'
import { TIME_ZONE } from '#shared/time_zone'

/** A month as `yyyy-MM`, or null when the text is not one (between 2000 and 2100). */
export function parseMonth(text: unknown): string | null {
  if (typeof text !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return null
  const year = Number(text.slice(0, 4))
  return year >= 2000 && year <= 2100 ? text : null
}

/** The instants a month of Rome starts and ends at (end exclusive). */
export function monthRange(month: string): { start: DateTime; end: DateTime } {
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: TIME_ZONE }).startOf('month')
  if (!start.isValid) throw new Error(`Not a month: ${month}`)
  return { start, end: start.plus({ months: 1 }) }
}

/** The months of a year up to `today`'s month (all twelve for a past year, none for a future one). */
export function monthsOfYear(year: number, today: string): string[] {
  const last =
    today.slice(0, 4) === String(year)
      ? Number(today.slice(5, 7))
      : year < Number(today.slice(0, 4))
        ? 12
        : 0
  return Array.from({ length: last }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`)
}

export type MonthFigures = { creditsCents: number; debitsCents: number; movements: number }

export type MonthSummary = MonthFigures & {
  month: string
  openingCents: number
  closingCents: number
}

/** Each month's opening and closing balance from the year's opening balance and the months' movements. */
export function runningMonths(openingCents: number, months: (MonthFigures & { month: string })[]) {
  let balance = openingCents
  return months.map((figures): MonthSummary => {
    const opening = balance
    balance = opening + figures.creditsCents + figures.debitsCents
    return { ...figures, openingCents: opening, closingCents: balance }
  })
}

/** Newest first, from the first year the wallet moved to this year. */
export function yearsBetween(first: number, last: number) {
  const years: number[] = []
  for (let year = last; year >= Math.min(first, last); year--) years.push(year)
  return years
}
