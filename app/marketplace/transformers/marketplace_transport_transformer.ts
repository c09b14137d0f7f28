/**
 * A transport of the marketplace for its page (a carrier that may take it):
 * the route by town and province, the windows, the vehicles (category, make
 * and model, running: no plate nor VIN), the services, the distance and the
 * payout. Never the dealer, the streets, the referents nor any price of the
 * dealer's: those reach a carrier only once the transport is its own
 * (TransportTransformer `forTransporter`).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Transport from '#transports/models/transport'
import { payoutPerKmCents } from '#marketplace/domain/eligibility'

const day = (value: { toISODate(): string | null } | null | undefined) => value?.toISODate() ?? null

export default class MarketplaceTransportTransformer extends BaseTransformer<Transport> {
  toObject() {
    const transport = this.resource
    const request = transport.$preloaded.transportRequest ? transport.transportRequest : null
    return {
      id: transport.id,
      reference: transport.reference,
      stateVersion: transport.stateVersion,
      pickup: {
        city: transport.pickupCity,
        province: transport.pickupProvince,
        region: transport.pickupRegion,
        dateFrom: day(transport.pickupDateFrom),
        dateTo: day(transport.pickupDateTo),
      },
      delivery: {
        city: transport.deliveryCity,
        province: transport.deliveryProvince,
        region: transport.deliveryRegion,
        dateFrom: day(transport.deliveryDateFrom),
        dateTo: day(transport.deliveryDateTo),
      },
      pickupOn: day(transport.pickupOn),
      deliveryEstimateOn: day(transport.deliveryEstimateOn),
      vehicleCount: transport.vehicleCount,
      vehicles: (request?.vehicles ?? []).map((vehicle) => ({
        id: vehicle.id,
        category: vehicle.category,
        make: vehicle.make,
        model: vehicle.model,
        running: vehicle.running,
      })),
      services: {
        express: Boolean(request?.express),
        covered: Boolean(request?.covered),
        extraInsurance: Boolean(request?.extraInsurance),
      },
      distanceKm: transport.distanceKm,
      payoutCents: transport.payoutCents,
      payoutPerKmCents: payoutPerKmCents(transport.payoutCents, transport.distanceKm),
    }
  }
}
