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
 */
import { DateTime } from 'luxon'

export const TIME_ZONE = 'Europe/Rome'
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

/** Integer euro cents as "1.234,56 €". */
export function money(cents: number | bigint): string {
  const value = typeof cents === 'bigint' ? Number(cents) : cents
  if (!Number.isFinite(value)) return '–'
  const negative = value < 0
  const abs = Math.abs(Math.round(value))
  const euros = Math.floor(abs / 100)
  const rest = abs % 100
  const text = `${numberFormat(0).format(euros)},${String(rest).padStart(2, '0')} €`
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
  else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    /* A calendar date (no time): it is the same day in Rome. */
    dt = DateTime.fromISO(value, { zone: TIME_ZONE })
  } else dt = DateTime.fromISO(value, { setZone: true })
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
