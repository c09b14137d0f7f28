/**
 * The one formatting module, used by the server (e-mails, PDFs, CSV) and by
 * the React pages. Italian conventions (DOMAIN.md §6), always Europe/Rome,
 * whatever the process's own time zone.
 *
 *   money(123456)            -> "1.234,56 €"     (integer cents in, never floats)
 *   number(1234.5)           -> "1.234,50"
 *   percent(0.125)           -> "12,50 %"
 *   date(iso)                -> "22/11/2026"
 *   dateTime(iso)            -> "22/11/2026 20:15:00"
 *
 * Separators are plain spaces (U+0020) before "€" and "%", as in the spec's
 * examples; negative values never show as "-0,00".
 * Dates are formatted with the standard `Intl` API only (no date library in
 * the pages' bundles). Date inputs: a luxon DateTime, a JS Date, epoch milliseconds, or an ISO
 * string. An ISO date-time with an offset ("Z", "+02:00") is an instant; one
 * without an offset ("2026-03-29T10:00", what a datetime-local input sends)
 * and a plain calendar date ("2026-03-29") are Rome wall-clock values — so
 * the result never depends on the process's own time zone. Other strings
 * (e.g. SQL "2026-03-29 10:00:00", whose zone is unknown) give "–".
 */
import { TIME_ZONE } from './rome.js'

export type FormatLocale = 'it' | 'en'

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(decimals: number) {
  const key = String(decimals)
  let format = numberFormats.get(key)
  if (!format) {
    /* Always it-IT separators (the spec's 1.234,56), grouping even 4-digit numbers. */
    format = new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
      /* -0.001 -> "0,00", not "-0,00". */
      signDisplay: 'negative',
    } as Intl.NumberFormatOptions)
    numberFormats.set(key, format)
  }
  return format
}

/** A number with Italian separators, 2 decimals by default. */
export function number(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '–'
  return numberFormat(decimals).format(value)
}

/**
 * Integer euro cents as "1.234,56 €". Money is integer cents everywhere
 * (never floats); a stray fraction of a cent is rounded half away from zero.
 * A bigint is formatted exactly, beyond Number.MAX_SAFE_INTEGER too.
 */
export function money(cents: number | bigint): string {
  let units: bigint
  if (typeof cents === 'bigint') units = cents
  else if (!Number.isFinite(cents)) return '–'
  else units = BigInt(Math.sign(cents) * Math.round(Math.abs(cents)))
  const negative = units < 0n
  const abs = negative ? -units : units
  const text = `${numberFormat(0).format(abs / 100n)},${String(abs % 100n).padStart(2, '0')} €`
  return negative ? `-${text}` : text
}

/** A ratio as a percentage: 0.125 -> "12,50 %". */
export function percent(ratio: number, decimals = 2): string {
  if (!Number.isFinite(ratio)) return '–'
  return `${number(ratio * 100, decimals)} %`
}

/** A luxon DateTime (server code), without importing luxon here. */
type DateTimeLike = { toJSDate(): Date; isValid?: boolean }
type DateInput = string | Date | DateTimeLike | number | null | undefined

type Parts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/* Made once: a formatter per call costs more than the date. */
let romeParts: Intl.DateTimeFormat | undefined
const monthNames = new Map<string, Intl.DateTimeFormat>()

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/
const WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i

function isDateTimeLike(value: unknown): value is DateTimeLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DateTimeLike).toJSDate === 'function'
  )
}

/** The calendar and clock fields of an instant, in Rome. */
function instantInRome(at: Date): Parts | null {
  if (Number.isNaN(at.getTime())) return null
  romeParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  const fields: Record<string, number> = {}
  for (const part of romeParts.formatToParts(at)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour,
    minute: fields.minute,
    second: fields.second,
  }
}

/** A wall-clock date (and time) written without an offset: already Rome's fields, if they exist. */
function wallClock(match: RegExpExecArray): Parts | null {
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second
  return valid ? { year, month, day, hour, minute, second } : null
}

function toRome(value: DateInput): Parts | null {
  if (value === null || value === undefined || value === '') return null
  if (isDateTimeLike(value)) return value.isValid === false ? null : instantInRome(value.toJSDate())
  if (value instanceof Date) return instantInRome(value)
  if (typeof value === 'number') return instantInRome(new Date(value))
  /*
   * With an offset: that instant. Without one (a calendar date, or a
   * datetime-local value): a wall-clock time in Rome, not in the zone the
   * server or browser happens to run in.
   */
  const wall = WALL_CLOCK.exec(value)
  if (wall) return wallClock(wall)
  return WITH_OFFSET.test(value) ? instantInRome(new Date(value)) : null
}

const two = (value: number) => String(value).padStart(2, '0')

/** dd/MM/yyyy in Europe/Rome. */
export function date(value: DateInput): string {
  const parts = toRome(value)
  return parts ? `${two(parts.day)}/${two(parts.month)}/${parts.year}` : '–'
}

/** dd/MM/yyyy HH:mm:ss in Europe/Rome. */
export function dateTime(value: DateInput): string {
  const parts = toRome(value)
  if (!parts) return '–'
  const clock = `${two(parts.hour)}:${two(parts.minute)}:${two(parts.second)}`
  return `${two(parts.day)}/${two(parts.month)}/${parts.year} ${clock}`
}

/** dd/MM/yyyy HH:mm in Europe/Rome: appointments and deadlines, where seconds mean nothing. */
export function dateTimeMinutes(value: DateInput): string {
  const parts = toRome(value)
  if (!parts) return '–'
  return `${two(parts.day)}/${two(parts.month)}/${parts.year} ${two(parts.hour)}:${two(parts.minute)}`
}

/** HH:mm in Europe/Rome. */
export function time(value: DateInput): string {
  const parts = toRome(value)
  return parts ? `${two(parts.hour)}:${two(parts.minute)}` : '–'
}

/** Long date with the month name in the user's language: "22 novembre 2026". */
export function longDate(value: DateInput, locale: FormatLocale = 'it'): string {
  const parts = toRome(value)
  if (!parts) return '–'
  return `${parts.day} ${monthName(parts.month, locale)} ${parts.year}`
}

/** The name of a month (1–12) in the user's language: "novembre", "November". */
function monthName(month: number, locale: FormatLocale) {
  let months = monthNames.get(locale)
  if (!months) {
    months = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
    monthNames.set(locale, months)
  }
  return months.format(new Date(Date.UTC(2000, month - 1, 1)))
}

/** The given instant as a calendar date (yyyy-MM-dd) in Europe/Rome. */
export function romeDay(value: DateInput): string | null {
  const parts = toRome(value)
  return parts ? `${parts.year}-${two(parts.month)}-${two(parts.day)}` : null
}

/**
 * A range of days, months in the user's language and in lower case as
 * Italian writes them: "23–29 novembre 2026", "30 novembre – 6 dicembre
 * 2026", "28 dicembre 2026 – 3 gennaio 2027".
 */
export function dateRange(from: DateInput, to: DateInput, locale: FormatLocale = 'it'): string {
  const start = toRome(from)
  const end = toRome(to)
  if (!start || !end) return '–'
  const month = (parts: Parts) => monthName(parts.month, locale)
  if (start.year !== end.year) return `${longDate(from, locale)} – ${longDate(to, locale)}`
  if (start.month !== end.month) {
    return `${start.day} ${month(start)} – ${end.day} ${month(end)} ${end.year}`
  }
  if (start.day === end.day) return longDate(from, locale)
  return `${start.day}–${end.day} ${month(end)} ${end.year}`
}

/** A month and its year: "novembre 2026" (lower case in Italian; a heading capitalises it). */
export function monthYear(value: DateInput, locale: FormatLocale = 'it'): string {
  const parts = toRome(value)
  return parts ? `${monthName(parts.month, locale)} ${parts.year}` : '–'
}
