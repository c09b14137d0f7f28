/**
 * A transport of the marketplace as a row of the carrier's list: towns and
 * provinces, windows, vehicles, distance, payout and payout per km. Never
 * the dealer, the streets or the referents (they come with the award): of
 * the dealer only its score (average and count of the carriers' ratings).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MarketplaceRow } from '#marketplace/queries/marketplace'
import { payoutPerKmCents } from '#marketplace/domain/eligibility'

export default class MarketplaceRowTransformer extends BaseTransformer<MarketplaceRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      reference: row.reference,
      pickup: {
        city: row.pickupCity,
        province: row.pickupProvince,
        region: row.pickupRegion,
        dateFrom: row.pickupDateFrom,
        dateTo: row.pickupDateTo,
      },
      delivery: {
        city: row.deliveryCity,
        province: row.deliveryProvince,
        region: row.deliveryRegion,
        dateFrom: row.deliveryDateFrom,
        dateTo: row.deliveryDateTo,
      },
      pickupOn: row.pickupOn,
      deliveryEstimateOn: row.deliveryEstimateOn,
      vehicleCount: row.vehicleCount,
      distanceKm: row.distanceKm,
      payoutCents: row.payoutCents,
      payoutPerKmCents: payoutPerKmCents(row.payoutCents, row.distanceKm),
      publishedAt: row.createdAt,
      /* the dealer's score only, never who the dealer is */
      dealerScore: {
        average: row.dealerScore.average,
        count: row.dealerScore.count,
        dryRuns: row.dealerScore.dryRuns ?? { siteClosed: 0, vehicleNotReady: 0 },
      },
    }
  }
}
