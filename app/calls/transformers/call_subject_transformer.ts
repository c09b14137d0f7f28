/**
 * The marketplace transport a call is about, as the booking page shows it:
 * reference, towns and provinces, pickup date (what the marketplace shows
 * the carrier already; no street, no referent, no dealer).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Transport from '#transports/models/transport'

export default class CallSubjectTransformer extends BaseTransformer<Transport> {
  toObject() {
    const transport = this.resource
    return {
      id: transport.id,
      reference: transport.reference,
      route: `${transport.pickupCity} (${transport.pickupProvince}) → ${transport.deliveryCity} (${transport.deliveryProvince})`,
      pickupOn: transport.pickupOn?.toISODate() ?? null,
    }
  }
}
