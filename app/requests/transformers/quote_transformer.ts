import { BaseTransformer } from '@adonisjs/core/transformers'
import type Quote from '#requests/models/quote'
import { payableBreakdown, type QuoteBreakdown } from '#pricing/domain/pricing'

/**
 * The stored breakdown with the quote's own totals (the columns are the
 * reference: a breakdown stored by an older version may lack some keys).
 */
function fullBreakdown(quote: Quote): QuoteBreakdown {
  const stored = quote.breakdown as Partial<QuoteBreakdown>
  return {
    distanceKm: typeof stored.distanceKm === 'number' ? stored.distanceKm : 0,
    lines: Array.isArray(stored.lines) ? stored.lines : [],
    netCents: quote.netCents,
    vatCents: quote.vatCents,
    grossCents: quote.grossCents,
    commissionCents: quote.commissionCents,
    payoutCents: quote.payoutCents,
    settingsVersion: quote.settingsVersion,
  }
}

/**
 * A quote. The default shape is the dealer's (pages and API): what they
 * pay (net, VAT, gross and the lines that make it) and never the platform's
 * commission nor the carrier's payout; `forStaff` adds both.
 */
export default class QuoteTransformer extends BaseTransformer<Quote> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'state', 'manual', 'netCents', 'vatCents', 'grossCents']),
      breakdown: payableBreakdown(fullBreakdown(this.resource)),
      expiresAt: this.resource.expiresAt.toISO()!,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }

  forStaff() {
    return {
      ...this.toObject(),
      commissionCents: this.resource.commissionCents,
      payoutCents: this.resource.payoutCents,
      breakdown: fullBreakdown(this.resource),
    }
  }
}
