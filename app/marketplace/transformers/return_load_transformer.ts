/**
 * A return load as the carrier sees it: towns and provinces, the pickup
 * window, vehicles, payout and how far its pickup is from the delivery of
 * the carrier's transport (which one: `forTransportId`). Never the dealer,
 * a street, a referent or the net price (the query does not read them).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReturnLoad } from '#marketplace/queries/return_loads'
import { pickupWindowOf } from '#marketplace/domain/return_loads'

export default class ReturnLoadTransformer extends BaseTransformer<ReturnLoad> {
  toObject() {
    const load = this.resource
    const window = pickupWindowOf(load)
    return {
      id: load.id,
      reference: load.reference,
      pickup: { city: load.pickupCity, province: load.pickupProvince },
      delivery: { city: load.deliveryCity, province: load.deliveryProvince },
      pickupFrom: window?.from ?? null,
      pickupTo: window?.to ?? null,
      vehicleCount: load.vehicleCount,
      payoutCents: load.payoutCents,
      km: load.km,
      forTransportId: load.forTransportId,
    }
  }

  /** On the dashboard: with the team's transport it follows (reference, delivery town). */
  forDashboard() {
    return { ...this.toObject(), after: this.resource.after ?? null }
  }
}
