/**
 * The dealer's cart: each item with its quote (price and expiry), the
 * quote's request (route, vehicles) and whether it can be paid now; totals
 * count only the payable quotes. Shaped by CartTransformer.
 */
import { DateTime } from 'luxon'
import CartItem from '#ordering/models/cart_item'
import { availabilityOf, totalsOf, type QuoteAvailability } from '#ordering/domain/totals'
import { selectRequestSummary } from '#ordering/queries/request_summary'

export type CartLine = { item: CartItem; availability: QuoteAvailability }
export type Cart = Awaited<ReturnType<typeof cartOf>>

export async function cartOf(teamId: number) {
  const items = await CartItem.query()
    .where('team_id', teamId)
    .select('id', 'team_id', 'quote_id', 'created_at')
    .preload('quote', (quote) =>
      quote
        .select('id', 'transport_request_id', 'state', 'net_cents', 'vat_cents', 'gross_cents')
        .select('expires_at')
        .preload('transportRequest', selectRequestSummary)
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  const now = DateTime.now().toMillis()
  const lines: CartLine[] = items.map((item) => ({
    item,
    availability: availabilityOf(item.quote, now),
  }))
  const payable = lines.filter((line) => line.availability === 'payable')
  return {
    lines,
    totals: totalsOf(payable.map((line) => line.item.quote)),
    payableCount: payable.length,
  }
}

/** How many quotes are in the team's cart (for badges and the dashboard). */
export async function cartCount(teamId: number): Promise<number> {
  const row = await CartItem.query().where('team_id', teamId).count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}
