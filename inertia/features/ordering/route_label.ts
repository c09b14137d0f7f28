import type { Data } from '@generated/data'

/** The request behind a cart or order line (reference, route, vehicles). */
export type RequestSummary = Data.Ordering.OrderItem['request']

/** "Modena (MO) → Milano (MI)". */
export function routeOf(request: RequestSummary) {
  const place = (city: string | null, province: string | null) =>
    [city, province ? `(${province})` : null].filter(Boolean).join(' ')
  return `${place(request.pickupCity, request.pickupProvince)} → ${place(request.deliveryCity, request.deliveryProvince)}`
}
