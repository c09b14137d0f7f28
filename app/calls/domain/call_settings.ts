/**
 * The platform's settings for booked calls (Admin → Settings → Calls).
 * Pure: no database, no HTTP.
 *
 * - `officeHours`: when staff take calls, per weekday, up to two ranges
 *   (app/shared/opening_hours); a day without ranges takes no calls. Only
 *   working days count anyway (no weekends, holidays, closing days).
 * - `minNoticeMinutes`: a slot must start at least this long after the
 *   booking (staff need time to prepare).
 * - `horizonWorkingDays`: how far ahead one may book, in working days after
 *   today (today included when slots are left).
 */
import { ok, err, type Result } from '#core/result'
import {
  compactHours,
  dayRangesProblem,
  hoursFromForm,
  WEEKDAYS,
  type FormHours,
  type WeeklyHours,
} from '#shared/opening_hours'

export type CallSettings = {
  officeHours: WeeklyHours
  minNoticeMinutes: number
  horizonWorkingDays: number
}

/** The length of a call, in minutes (the slots' grid). */
export const SLOT_MINUTES = 30

export const NOTICE_LIMITS = { min: 0, max: 7 * 24 * 60 } as const
export const HORIZON_LIMITS = { min: 1, max: 60 } as const

const WORKDAY: [string, string][] = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
]

/** Monday to Friday 9:00–13:00 and 14:00–18:00, 2 hours' notice, up to 10 working days ahead. */
export const DEFAULT_CALL_SETTINGS: CallSettings = {
  officeHours: {
    mon: WORKDAY,
    tue: WORKDAY,
    wed: WORKDAY,
    thu: WORKDAY,
    fri: WORKDAY,
  },
  minNoticeMinutes: 120,
  horizonWorkingDays: 10,
}

const within = (value: unknown, limits: { min: number; max: number }): value is number =>
  Number.isSafeInteger(value) && (value as number) >= limits.min && (value as number) <= limits.max

function validHours(value: unknown): WeeklyHours | null {
  if (!value || typeof value !== 'object') return null
  const hours = value as Record<string, unknown>
  for (const day of WEEKDAYS) {
    const ranges = hours[day]
    if (ranges === undefined) continue
    if (!Array.isArray(ranges)) return null
    if (!ranges.every((range) => Array.isArray(range) && range.length === 2)) return null
    if (dayRangesProblem(ranges as [string, string][])) return null
  }
  return compactHours(hours as WeeklyHours) ?? {}
}

/**
 * The stored row over the defaults, value by value: a missing or malformed
 * value (a row written by hand) falls back to its default.
 */
export function mergeCallSettings(
  stored: {
    officeHours?: unknown
    minNoticeMinutes?: unknown
    horizonWorkingDays?: unknown
  } | null
): CallSettings {
  const defaults = DEFAULT_CALL_SETTINGS
  if (!stored) return { ...defaults, officeHours: { ...defaults.officeHours } }
  return {
    officeHours: validHours(stored.officeHours) ?? { ...defaults.officeHours },
    minNoticeMinutes: within(stored.minNoticeMinutes, NOTICE_LIMITS)
      ? stored.minNoticeMinutes
      : defaults.minNoticeMinutes,
    horizonWorkingDays: within(stored.horizonWorkingDays, HORIZON_LIMITS)
      ? stored.horizonWorkingDays
      : defaults.horizonWorkingDays,
  }
}

/** What is wrong with the form: no range at all, or a range on a Saturday or Sunday. */
export type CallSettingsProblem = 'no_hours' | 'sat' | 'sun'

/**
 * The settings as the form gives them (hours as ranges, notice in hours),
 * or what is wrong: no range at all, or a range on a Saturday or Sunday
 * (calls happen on working days only, so it would never apply).
 */
export function callSettingsFromForm(form: {
  openingHours?: FormHours | null
  minNoticeHours: number
  horizonWorkingDays: number
}): Result<CallSettings, CallSettingsProblem> {
  const officeHours = hoursFromForm(form.openingHours)
  if (!officeHours) return err('no_hours')
  for (const day of ['sat', 'sun'] as const) {
    if (officeHours[day]) return err(day)
  }
  return ok({
    officeHours,
    minNoticeMinutes: form.minNoticeHours * 60,
    horizonWorkingDays: form.horizonWorkingDays,
  })
}
