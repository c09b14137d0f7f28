import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type TransportRequest from '#requests/models/transport_request'

/**
 * The columns of a request as a cart line or an order item shows it
 * (reference, route, first pickup day) with its vehicles, in order.
 */
export function selectRequestSummary(
  request: ModelQueryBuilderContract<typeof TransportRequest, TransportRequest>
) {
  request
    .select('id', 'reference', 'pickup_city', 'pickup_province', 'pickup_date_from')
    .select('delivery_city', 'delivery_province')
    .preload('vehicles', (vehicles) =>
      vehicles
        .select('id', 'transport_request_id', 'category', 'make', 'model', 'plate')
        .select('position')
    )
}
