/**
 * Pure rules of dry runs (issue 11, DOMAIN.md §5 "a dry run is recorded
 * against whoever caused it"): the carrier reached the pickup on (or after)
 * the scheduled day and found the site closed or the vehicle not ready. The
 * transport goes back to `assigned` (to be scheduled again), the dealer is
 * charged the dry-run fee in force and the carrier is owed it.
 */
import type { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import { romeDay } from '#shared/format'

export const DRY_RUN_REASONS = ['site_closed', 'vehicle_not_ready'] as const
export type DryRunReason = (typeof DRY_RUN_REASONS)[number]

export const MAX_DRY_RUN_NOTE = 1000
export const MAX_DRY_RUN_PHOTO_BYTES = 10 * 1024 * 1024

export type DryRunRefusal = 'dry_run_not_scheduled' | 'dry_run_before_pickup_day'

/**
 * Whether a dry run may be recorded now: the pickup is scheduled and its day
 * (Europe/Rome) has come. The server's clock decides, never the phone's.
 */
export function checkDryRun(input: {
  state: string
  pickupOn: string | null
  now: DateTime
}): Result<{ scheduledPickupOn: string }, DryRunRefusal> {
  if (input.state !== 'pickup_scheduled' || !input.pickupOn) return err('dry_run_not_scheduled')
  const today = romeDay(input.now.toJSDate())
  if (!today || today < input.pickupOn) return err('dry_run_before_pickup_day')
  return ok({ scheduledPickupOn: input.pickupOn })
}

/** A position the phone gave, kept only when it is a real place on Earth (else none at all). */
export function positionOf(input: {
  latitude?: number | null
  longitude?: number | null
  accuracy?: number | null
}): { latitude: number; longitude: number; accuracyM: number | null } | null {
  const { latitude, longitude, accuracy } = input
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  const accuracyM =
    typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0
      ? Math.min(Math.round(accuracy), 1_000_000)
      : null
  return {
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    accuracyM,
  }
}

/**
 * Whether a pickup was late: it happened (its Europe/Rome day) after the
 * scheduled pickup day. Counted in the carrier's reliability.
 */
export function isLatePickup(pickedUpAt: Date | string | null, pickupOn: string | null) {
  if (!pickedUpAt || !pickupOn) return false
  const day = romeDay(pickedUpAt)
  return day !== null && day > pickupOn
}
