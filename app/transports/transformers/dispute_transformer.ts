/**
 * A transport's dispute on its pages (issue 11):
 * - `toObject`  what both sides see: the reason, the photos, staff's decision;
 * - `forStaff`  adds who opened it, by name.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DisputeRecord } from '#transports/queries/disputes'

const isoTime = (value: { toISO(): string | null } | null | undefined) => value?.toISO() ?? null

export default class DisputeTransformer extends BaseTransformer<DisputeRecord> {
  toObject() {
    const { dispute, photos } = this.resource
    return {
      id: dispute.id,
      state: dispute.state,
      reasonCode: dispute.reasonCode,
      description: dispute.description,
      openedByKind: dispute.openedByKind,
      openedByName: null as string | null,
      openedAt: isoTime(dispute.createdAt),
      decision: dispute.decision,
      refundCents: dispute.refundCents,
      resolvedAt: isoTime(dispute.resolvedAt),
      photos: photos.map((photo) => ({ id: photo.id, fileName: photo.fileName })),
    }
  }

  forStaff() {
    return { ...this.toObject(), openedByName: this.resource.dispute.openedBy?.fullName ?? null }
  }
}
