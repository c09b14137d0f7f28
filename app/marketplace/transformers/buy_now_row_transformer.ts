/**
 * A transport on the marketplace as a row of staff's buy-now list: the route
 * by town, the window, the net price, the payout and the commission, the open
 * bids (count, best) and whether a private session holds it. Staff only.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BuyNowRow } from '#marketplace/queries/buy_now_admin'

export default class BuyNowRowTransformer extends BaseTransformer<BuyNowRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      reference: row.reference,
      pickupCity: row.pickupCity,
      pickupProvince: row.pickupProvince,
      deliveryCity: row.deliveryCity,
      deliveryProvince: row.deliveryProvince,
      pickupDateFrom: row.pickupDateFrom,
      pickupDateTo: row.pickupDateTo,
      vehicleCount: row.vehicleCount,
      distanceKm: row.distanceKm,
      netCents: row.netCents,
      payoutCents: row.payoutCents,
      commissionCents: row.netCents - row.payoutCents,
      publishedAt: row.createdAt,
      openBids: row.openBids,
      bestBidCents: row.bestBidCents,
      inSession: row.inSession,
    }
  }
}
