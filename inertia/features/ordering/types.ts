/** Props of the ordering pages (see app/ordering/queries). */
import type { Paginated } from '~/lib/types'

export type OrderRow = {
  id: number
  reference: string
  state: string
  paymentMethod: string
  netCents: number
  vatCents: number
  grossCents: number
  itemCount: number
  team: { id: number; name: string } | null
  paidAt: string | null
  cancelledAt: string | null
  createdAt: string
}

export type OrderList = Paginated<OrderRow>

export type RequestSummary = {
  id: number
  reference: string
  pickupCity: string | null
  pickupProvince: string | null
  deliveryCity: string | null
  deliveryProvince: string | null
  vehicles: { id: number; make: string; model: string; plate: string | null }[]
}

export type OrderDetail = OrderRow & {
  items: {
    id: number
    quoteId: number
    netCents: number
    vatCents: number
    grossCents: number
    request: RequestSummary
  }[]
  payments: { id: number; kind: string; amountCents: number; createdAt: string }[]
  transports: { id: number; reference: string; state: string; quoteId: number }[]
  cancellable: boolean
}

export function routeOf(request: RequestSummary) {
  const place = (city: string | null, province: string | null) =>
    [city, province ? `(${province})` : null].filter(Boolean).join(' ')
  return `${place(request.pickupCity, request.pickupProvince)} → ${place(request.deliveryCity, request.deliveryProvince)}`
}
