/**
 * Insurance of a transporter team (DOMAIN.md §5 "Vetting"): reminders 30, 7
 * and 1 days before the accepted policy expires, suspension from the
 * marketplace once it has expired, lifted when staff accept a new policy
 * with a future expiry. Pure: calendar days `yyyy-MM-dd` in Europe/Rome.
 */
import { DateTime } from 'luxon'

export const REMINDER_THRESHOLDS = [30, 7, 1] as const
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number]

/** The `teams.suspension_reason` code of a suspension for expired insurance. */
export const INSURANCE_SUSPENSION = 'insurance_expired'

/** Whole days from `today` to `expiresOn` (negative once past). */
export function daysLeft(expiresOn: string, today: string): number {
  const end = DateTime.fromISO(expiresOn, { zone: 'utc' })
  const start = DateTime.fromISO(today, { zone: 'utc' })
  return Math.round(end.diff(start, 'days').days)
}

/** A policy covers its expiry day; from the next day it has expired. */
export function hasExpired(expiresOn: string, today: string): boolean {
  return expiresOn < today
}

/**
 * The thresholds reached on `today` (the policy still valid): every
 * threshold with days left ≤ it. The job sends one e-mail for the nearest
 * and records them all, so a late first run never sends the 30-day reminder
 * after the 7-day one.
 */
export function reachedThresholds(expiresOn: string, today: string): ReminderThreshold[] {
  const left = daysLeft(expiresOn, today)
  if (left < 0) return []
  return REMINDER_THRESHOLDS.filter((threshold) => left <= threshold)
}

/** Whether accepting a policy expiring on `expiresOn` lifts the team's suspension. */
export function liftsSuspension(
  suspensionReason: string | null,
  expiresOn: string | null,
  today: string
): boolean {
  return suspensionReason === INSURANCE_SUSPENSION && !!expiresOn && !hasExpired(expiresOn, today)
}
