/**
 * The dealer's cart, shaped for the page: each quote with its request
 * (reference, route, vehicles), its price and whether it can be paid now;
 * totals count only the payable quotes.
 */
import { DateTime } from 'luxon'
import CartItem from '#ordering/models/cart_item'
import { availabilityOf, totalsOf } from '#ordering/domain/totals'

export async function cartOf(teamId: number) {
  const items = await CartItem.query()
    .where('team_id', teamId)
    .preload('quote', (quote) =>
      quote.preload('transportRequest', (request) => request.preload('vehicles'))
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  const now = DateTime.now().toMillis()
  const rows = items.map((item) => {
    const quote = item.quote
    const request = quote.transportRequest
    return {
      id: item.id,
      quoteId: quote.id,
      availability: availabilityOf(quote, now),
      expiresAt: quote.expiresAt.toISO()!,
      netCents: quote.netCents,
      vatCents: quote.vatCents,
      grossCents: quote.grossCents,
      request: {
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
      },
    }
  })
  return {
    items: rows,
    totals: totalsOf(rows.filter((row) => row.availability === 'payable')),
    payableCount: rows.filter((row) => row.availability === 'payable').length,
  }
}

/** How many quotes are in the team's cart (for badges and the dashboard). */
export async function cartCount(teamId: number): Promise<number> {
  const row = await CartItem.query().where('team_id', teamId).count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}
