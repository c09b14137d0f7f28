import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Cart } from '#ordering/queries/cart'
import { requestSummary } from '#ordering/transformers/request_summary'

/**
 * The dealer's cart: each quote with its request, its price (net, VAT,
 * gross: what the dealer pays, never the quote's payout, commission or
 * breakdown) and whether it can be paid now; totals of the payable quotes.
 */
export default class CartTransformer extends BaseTransformer<Cart> {
  toObject() {
    return {
      items: this.resource.lines.map(({ item, availability }) => ({
        id: item.id,
        quoteId: item.quote.id,
        availability,
        expiresAt: item.quote.expiresAt.toISO()!,
        netCents: item.quote.netCents,
        vatCents: item.quote.vatCents,
        grossCents: item.quote.grossCents,
        request: requestSummary(item.quote.transportRequest),
      })),
      totals: this.resource.totals,
      payableCount: this.resource.payableCount,
    }
  }
}
