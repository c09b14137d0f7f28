import { BaseTransformer } from '@adonisjs/core/transformers'
import type { UpcomingTransport } from '#dashboards/queries/upcoming'

/**
 * A transport as a dashboard line (next pickups and deliveries, today's
 * work): reference, towns, vehicles and state; no prices, no addresses, no
 * contacts, so the same line fits the dealer's and the carrier's dashboards.
 */
export default class UpcomingTransportTransformer extends BaseTransformer<UpcomingTransport> {
  toObject() {
    const transport = this.resource
    return {
      ...this.pick(transport, ['id', 'reference', 'state', 'vehicleCount']),
      from: `${transport.pickupCity} (${transport.pickupProvince})`,
      to: `${transport.deliveryCity} (${transport.deliveryProvince})`,
    }
  }

  /** With the pickup day. */
  forPickup() {
    return { ...this.toObject(), on: this.resource.pickupOn }
  }

  /** With the estimated delivery day. */
  forDelivery() {
    return { ...this.toObject(), on: this.resource.deliveryEstimateOn }
  }
}
