/**
 * Italian national public holidays ("festività nazionali"), computed for any
 * year. Pure: no database, no HTTP, no Node APIs (the React pages import it
 * as '@shared/italian_holidays').
 *
 * The list (L. 260/1949 as amended by L. 54/1977, D.P.R. 792/1985 and
 * L. 336/2000, plus the 2025 law that makes 4 October a national holiday
 * again from 2026 — see docs/decisions.md):
 *   1 Jan Capodanno · 6 Jan Epifania · Easter Sunday · Easter Monday
 *   (Lunedì dell'Angelo) · 25 Apr Liberazione · 1 May Festa del Lavoro ·
 *   2 Jun Festa della Repubblica · 15 Aug Ferragosto · 4 Oct San Francesco
 *   d'Assisi e Santa Caterina da Siena (again a national holiday from 2026) ·
 *   1 Nov Ognissanti · 8 Dec Immacolata · 25 Dec Natale · 26 Dec Santo Stefano.
 *
 * Local patron-saint days (e.g. 7 Dec in Milan) are not national: pass them
 * to the working-day helpers as extra holidays or closing days.
 * See docs/decisions.md for why this is our own table and not a library.
 */

/** A calendar date, `yyyy-MM-dd` (in Europe/Rome: the day printed on an Italian calendar). */
export type IsoDate = string

export type ItalianHolidayKey =
  | 'new_year'
  | 'epiphany'
  | 'easter'
  | 'easter_monday'
  | 'liberation_day'
  | 'labour_day'
  | 'republic_day'
  | 'assumption'
  | 'saint_francis'
  | 'all_saints'
  | 'immaculate_conception'
  | 'christmas'
  | 'saint_stephen'

export type ItalianHoliday = {
  date: IsoDate
  /** Stable key; the label is translated with `holidays.<key>`. */
  key: ItalianHolidayKey
}

/** First year in which 4 October is a national holiday again. */
export const SAINT_FRANCIS_FROM_YEAR = 2026

/** Supported years: the Gregorian computus and today's list of holidays. */
export const MIN_YEAR = 1583
export const MAX_YEAR = 9999

function pad(value: number) {
  return String(value).padStart(2, '0')
}

function iso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`
}

function assertYear(year: number) {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`Unsupported year: ${year} (${MIN_YEAR}-${MAX_YEAR})`)
  }
}

/**
 * Easter Sunday of a Gregorian year (the "anonymous Gregorian algorithm",
 * Meeus/Jones/Butcher). 2026 -> 2026-04-05, 2027 -> 2027-03-28.
 */
export function easterSunday(year: number): IsoDate {
  assertYear(year)
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(year, month, day)
}

/** The day after a calendar date (plain calendar arithmetic, no time zone involved). */
function nextDay(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number)
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())
}

const cache = new Map<number, readonly ItalianHoliday[]>()

/** The national holidays of a year, sorted by date. */
export function italianHolidays(year: number): readonly ItalianHoliday[] {
  assertYear(year)
  const cached = cache.get(year)
  if (cached) return cached

  const easter = easterSunday(year)
  const list: ItalianHoliday[] = [
    { date: iso(year, 1, 1), key: 'new_year' },
    { date: iso(year, 1, 6), key: 'epiphany' },
    { date: easter, key: 'easter' },
    { date: nextDay(easter), key: 'easter_monday' },
    { date: iso(year, 4, 25), key: 'liberation_day' },
    { date: iso(year, 5, 1), key: 'labour_day' },
    { date: iso(year, 6, 2), key: 'republic_day' },
    { date: iso(year, 8, 15), key: 'assumption' },
    ...(year >= SAINT_FRANCIS_FROM_YEAR
      ? [{ date: iso(year, 10, 4), key: 'saint_francis' as const }]
      : []),
    { date: iso(year, 11, 1), key: 'all_saints' },
    { date: iso(year, 12, 8), key: 'immaculate_conception' },
    { date: iso(year, 12, 25), key: 'christmas' },
    { date: iso(year, 12, 26), key: 'saint_stephen' },
  ]
  /* Easter Monday can fall on 25 April (e.g. 2011): keep both entries, sorted. */
  list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0))
  const frozen = Object.freeze(list.map((h) => Object.freeze(h)))
  cache.set(year, frozen)
  return frozen
}

/** The holidays falling on a date (usually none or one). */
export function italianHolidaysOn(date: IsoDate): ItalianHoliday[] {
  const year = Number(date.slice(0, 4))
  return italianHolidays(year).filter((holiday) => holiday.date === date)
}

/** Is this calendar date a national holiday in Italy? */
export function isItalianHoliday(date: IsoDate): boolean {
  return italianHolidaysOn(date).length > 0
}
