/**
 * A transport's dry runs on its pages (issue 11):
 * - `toObject`      what the dealer sees: reason, note, the scheduled day, the
 *                   server's time, the fee, the photo (by id: streamed after
 *                   the policy) with its SHA-256, the position when given;
 * - `withRecorder`  staff and the carrier also see who recorded it, by name.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type DryRun from '#transports/models/dry_run'

export default class DryRunTransformer extends BaseTransformer<DryRun> {
  toObject() {
    const dryRun = this.resource
    return {
      id: dryRun.id,
      reason: dryRun.reason,
      note: dryRun.note,
      scheduledPickupOn: dryRun.scheduledPickupOn?.toISODate() ?? null,
      recordedAt: dryRun.createdAt?.toISO() ?? null,
      feeCents: dryRun.feeCents,
      photoSha256: dryRun.photoSha256,
      position:
        dryRun.latitude !== null && dryRun.longitude !== null
          ? { latitude: dryRun.latitude, longitude: dryRun.longitude, accuracyM: dryRun.accuracyM }
          : null,
      recordedByName: null as string | null,
    }
  }

  withRecorder() {
    const recorder = this.resource.$preloaded.recordedBy ? this.resource.recordedBy : null
    return { ...this.toObject(), recordedByName: recorder?.fullName ?? null }
  }
}
