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
 * Date inputs: a luxon DateTime, a JS Date, epoch milliseconds, or an ISO
 * string. An ISO date-time with an offset ("Z", "+02:00") is an instant; one
 * without an offset ("2026-03-29T10:00", what a datetime-local input sends)
 * and a plain calendar date ("2026-03-29") are Rome wall-clock values — so
 * the result never depends on the process's own time zone. Other strings
 * (e.g. SQL "2026-03-29 10:00:00", whose zone is unknown) give "–".
 */
import { DateTime } from 'luxon'
import { TIME_ZONE } from './time_zone.js'

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

type DateInput = string | Date | DateTime | number | null | undefined

function toRome(value: DateInput): DateTime | null {
  if (value === null || value === undefined || value === '') return null
  let dt: DateTime
  if (DateTime.isDateTime(value)) dt = value
  else if (value instanceof Date) dt = DateTime.fromJSDate(value)
  else if (typeof value === 'number') dt = DateTime.fromMillis(value)
  else {
    /*
     * With an offset: that instant. Without one (a calendar date, or a
     * datetime-local value): a wall-clock time in Rome, not in the zone the
     * server or browser happens to run in.
     */
    dt = DateTime.fromISO(value, { zone: TIME_ZONE, setZone: true })
  }
  return dt.isValid ? dt.setZone(TIME_ZONE) : null
}

/** dd/MM/yyyy in Europe/Rome. */
export function date(value: DateInput): string {
  return toRome(value)?.toFormat('dd/MM/yyyy') ?? '–'
}

/** dd/MM/yyyy HH:mm:ss in Europe/Rome. */
export function dateTime(value: DateInput): string {
  return toRome(value)?.toFormat('dd/MM/yyyy HH:mm:ss') ?? '–'
}

/** HH:mm in Europe/Rome. */
export function time(value: DateInput): string {
  return toRome(value)?.toFormat('HH:mm') ?? '–'
}

/** Long date with the month name in the user's language: "22 novembre 2026". */
export function longDate(value: DateInput, locale: FormatLocale = 'it'): string {
  return toRome(value)?.setLocale(locale).toFormat('d MMMM yyyy') ?? '–'
}

/** The given instant as a calendar date (yyyy-MM-dd) in Europe/Rome. */
export function romeDay(value: DateInput): string | null {
  return toRome(value)?.toISODate() ?? null
}
