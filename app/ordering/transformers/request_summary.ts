import type TransportRequest from '#requests/models/transport_request'

/**
 * The request behind a cart line or an order line: reference, route and
 * vehicles (`vehicles` preloaded), in their form order. No prices: the line
 * carries the dealer's own price, never the quote's payout or commission.
 */
export function requestSummary(request: TransportRequest) {
  return {
    id: request.id,
    reference: request.reference,
    pickupCity: request.pickupCity,
    pickupProvince: request.pickupProvince,
    deliveryCity: request.deliveryCity,
    deliveryProvince: request.deliveryProvince,
    pickupDateFrom: request.pickupDateFrom?.toISODate() ?? null,
    vehicles: [...request.vehicles]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((vehicle) => ({
        id: vehicle.id,
        category: vehicle.category,
        make: vehicle.make,
        model: vehicle.model,
        plate: vehicle.plate,
      })),
  }
}
