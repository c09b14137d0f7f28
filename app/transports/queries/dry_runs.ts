/**
 * Reads of dry runs (issue 11): a transport's attempts for its pages, one
 * photo for the controller that streams it, and the reliability counts the
 * scores show (a dealer's dry runs by reason, a carrier's late pickups).
 */
import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import DryRun from '#transports/models/dry_run'
import { isLatePickup, type DryRunReason } from '#transports/domain/dry_runs'
import { calendarDay, instant } from '#core/database/plain_rows'

export const DRY_RUN_PHOTO_KEY = /^dry_runs\/\d{1,10}\/[0-9a-f]{32}\.(jpg|png)$/

/** A transport's dry runs, oldest first, with who recorded each (one query). */
export function dryRunsOf(transportId: number) {
  return DryRun.query()
    .where('transport_id', transportId)
    .preload('recordedBy', (user) => user.select('id', 'full_name'))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
}

/** One dry run of a transport (its photo), or null. */
export function findDryRun(transportId: number, dryRunId: number) {
  return DryRun.query().where('transport_id', transportId).where('id', dryRunId).first()
}

export async function dryRunPhoto(dryRun: Pick<DryRun, 'photoKey'>): Promise<Readable | null> {
  if (!DRY_RUN_PHOTO_KEY.test(dryRun.photoKey)) return null
  const disk = drive.use()
  if (!(await disk.exists(dryRun.photoKey))) return null
  return disk.getStream(dryRun.photoKey)
}

export type DryRunCounts = Record<DryRunReason, number>

/** The dry runs each dealer team caused, by reason: one grouped query. */
export async function dryRunCounts(teamIds: number[]): Promise<Map<number, DryRunCounts>> {
  const ids = [...new Set(teamIds)]
  const counts = new Map<number, DryRunCounts>(
    ids.map((id) => [id, { site_closed: 0, vehicle_not_ready: 0 }])
  )
  if (!ids.length) return counts
  const rows = await db
    .from('dry_runs')
    .whereIn('dealer_team_id', ids)
    .groupBy('dealer_team_id', 'reason')
    .select('dealer_team_id', 'reason')
    .count('* as count')
  for (const row of rows) {
    const team = counts.get(Number(row.dealer_team_id))
    if (team && (row.reason === 'site_closed' || row.reason === 'vehicle_not_ready'))
      team[row.reason as DryRunReason] = Number(row.count)
  }
  return counts
}

export type PickupCounts = { pickups: number; late: number }

/**
 * A carrier team's pickups and how many were late (their Europe/Rome day
 * after the scheduled day): one query over the team's picked-up transports,
 * the day compared here (the same rule on SQLite and PostgreSQL).
 */
export async function pickupCounts(teamId: number): Promise<PickupCounts> {
  const rows = await db
    .from('transports')
    .where('transporter_team_id', teamId)
    .whereNotNull('picked_up_at')
    .select('picked_up_at', 'pickup_on')
  let late = 0
  for (const row of rows)
    if (isLatePickup(instant(row.picked_up_at), calendarDay(row.pickup_on))) late++
  return { pickups: rows.length, late }
}
