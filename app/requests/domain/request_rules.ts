/**
 * Pure rules of transport requests (DOMAIN.md §2): states and what they allow,
 * references, vehicle identifiers, money input and the pickup/delivery date
 * windows. No database, no HTTP: callers load closing days and pass them in.
 */
import { isWorkingDay, type ClosingDayRange, type IsoDate } from '#shared/working_days'

export const REQUEST_STATES = [
  'draft',
  'submitted',
  'quoted',
  'expired',
  'ordered',
  'cancelled',
] as const
export type RequestState = (typeof REQUEST_STATES)[number]

export const QUOTE_STATES = ['valid', 'expired', 'superseded', 'ordered'] as const

export const MAX_VEHICLES = 20
/** Declared value ceiling per vehicle, in cents (10 million euro). */
export const MAX_DECLARED_VALUE_CENTS = 1_000_000_000

/** Only drafts are edited. */
export function canEdit(state: RequestState): boolean {
  return state === 'draft'
}

export function canSubmit(state: RequestState): boolean {
  return state === 'draft'
}

/** A request may be cancelled until it is ordered. */
export function canCancel(state: RequestState): boolean {
  return state === 'draft' || state === 'submitted' || state === 'quoted'
}

/** Staff may price a submitted request (manual quote), or re-price a quoted/expired one. */
export function canQuoteManually(state: RequestState): boolean {
  return state === 'submitted' || state === 'quoted' || state === 'expired'
}

/** Documents may be added or removed while the request is a draft, submitted or quoted. */
export function canChangeAttachments(state: RequestState): boolean {
  return state === 'draft' || state === 'submitted' || state === 'quoted'
}

/* References ------------------------------------------------------------------------- */

/** `TR-2026-000123`: the year of creation and a number unique across the platform. */
export function formatReference(year: number, sequence: number): string {
  return `TR-${year}-${String(sequence).padStart(6, '0')}`
}

const REFERENCE = /^TR-(\d{4})-(\d{6,})$/

export function parseReference(value: string): { year: number; sequence: number } | null {
  const match = REFERENCE.exec(value.trim().toUpperCase())
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null
}

/* Vehicle identifiers ---------------------------------------------------------------- */

/** Upper case, without spaces, dots and dashes. */
export function normalizeIdentifier(value: string): string {
  return value.toUpperCase().replace(/[\s.\-]/g, '')
}

/**
 * Italian plate since 1994: two letters, three digits, two letters (AB123CD).
 * The letters I, O, Q and U are never issued.
 */
export function isItalianPlate(value: string): boolean {
  return /^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/.test(normalizeIdentifier(value))
}

/**
 * Foreign plates are accepted leniently (the dealer ticks "foreign plate"):
 * 2 to 10 letters and digits once spaces and dashes are removed.
 */
export function isForeignPlate(value: string): boolean {
  return /^[A-Z0-9]{2,10}$/.test(normalizeIdentifier(value))
}

/** VIN (ISO 3779): 17 characters, letters and digits without I, O and Q. */
export function isVin(value: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(normalizeIdentifier(value))
}

/* Money input ---------------------------------------------------------------------- */

/**
 * Euro typed by a person (`12.345,67`, `12345.67`, `12345`) or a number → integer
 * cents, without floating point arithmetic. Null when it is not an amount with at
 * most two decimals.
 */
export function euroToCents(value: string | number): number | null {
  let text =
    typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim()
  text = text.replace(/\s|€/g, '')
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) text = text.replace(/\./g, '').replace(',', '.')
  else if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.')
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}

/* Date windows ---------------------------------------------------------------------- */

export type DateWindow = { from: IsoDate | null; to: IsoDate | null }

export type WindowField =
  'pickup.dateFrom' | 'pickup.dateTo' | 'delivery.dateFrom' | 'delivery.dateTo'

export type DateProblemCode =
  | 'required'
  | 'in_the_past'
  | 'not_working_day'
  | 'closing_day'
  | 'window_order'
  | 'delivery_before_pickup'

export type DateProblem = { field: WindowField; code: DateProblemCode }

export type DateWindowInput = {
  pickup: DateWindow
  delivery: DateWindow
  /** Closed periods of the pickup place (platform, team, address or supplier). */
  pickupClosingDays: ClosingDayRange[]
  /** Closed periods of the delivery place. */
  deliveryClosingDays: ClosingDayRange[]
  /** Today in Rome (yyyy-MM-dd): the first date allowed. */
  today: IsoDate
}

function dayProblem(
  date: IsoDate,
  closingDays: ClosingDayRange[],
  today: IsoDate
): DateProblemCode | null {
  if (date < today) return 'in_the_past'
  if (!isWorkingDay(date)) return 'not_working_day'
  if (!isWorkingDay(date, { closingDays })) return 'closing_day'
  return null
}

/**
 * Every problem of the two windows, one per field at most:
 * - all four dates are required,
 * - each date is today or later, on a working day (not a weekend nor a national
 *   holiday) and outside the place's closing days,
 * - from ≤ to in each window,
 * - the delivery window does not start before the pickup window, nor end before it.
 */
export function dateWindowProblems(input: DateWindowInput): DateProblem[] {
  const problems = new Map<WindowField, DateProblemCode>()
  const check = (field: WindowField, date: IsoDate | null, closing: ClosingDayRange[]) => {
    if (!date) return problems.set(field, 'required')
    const problem = dayProblem(date, closing, input.today)
    if (problem) problems.set(field, problem)
  }
  check('pickup.dateFrom', input.pickup.from, input.pickupClosingDays)
  check('pickup.dateTo', input.pickup.to, input.pickupClosingDays)
  check('delivery.dateFrom', input.delivery.from, input.deliveryClosingDays)
  check('delivery.dateTo', input.delivery.to, input.deliveryClosingDays)

  addOrderProblems(problems, input.pickup, input.delivery)
  return [...problems].map(([field, code]) => ({ field, code }))
}

function addOrderProblems(
  problems: Map<WindowField, DateProblemCode>,
  pickup: DateWindow,
  delivery: DateWindow
) {
  if (pickup.from && pickup.to && pickup.from > pickup.to && !problems.has('pickup.dateTo')) {
    problems.set('pickup.dateTo', 'window_order')
  }
  if (
    delivery.from &&
    delivery.to &&
    delivery.from > delivery.to &&
    !problems.has('delivery.dateTo')
  ) {
    problems.set('delivery.dateTo', 'window_order')
  }
  if (
    pickup.from &&
    delivery.from &&
    delivery.from < pickup.from &&
    !problems.has('delivery.dateFrom')
  ) {
    problems.set('delivery.dateFrom', 'delivery_before_pickup')
  }
  if (pickup.to && delivery.to && delivery.to < pickup.to && !problems.has('delivery.dateTo')) {
    problems.set('delivery.dateTo', 'delivery_before_pickup')
  }
}

/**
 * What a draft must respect too: the dates it has are in order (from ≤ to
 * in each window, the delivery window not before the pickup window). A draft
 * may leave dates out; a saved draft never holds reversed windows.
 */
export function windowOrderProblems(pickup: DateWindow, delivery: DateWindow): DateProblem[] {
  const problems = new Map<WindowField, DateProblemCode>()
  addOrderProblems(problems, pickup, delivery)
  return [...problems].map(([field, code]) => ({ field, code }))
}
