import { BaseTransformer } from '@adonisjs/core/transformers'
import { payableBreakdown } from '#pricing/domain/pricing'
import type { RequestQuote } from '#requests/domain/quote_for_request'

export type Estimate = { quote: RequestQuote; validityDays: number }

/**
 * The live quote of the request form (POST /dealer/requests/estimate):
 * incomplete, sent to staff for a manual quote (why), or priced with what
 * the dealer would pay.
 */
export default class EstimateTransformer extends BaseTransformer<Estimate> {
  toObject() {
    const { quote, validityDays } = this.resource
    if (quote.kind === 'priced') {
      return {
        status: 'priced' as const,
        breakdown: payableBreakdown(quote.breakdown),
        quoteValidityDays: validityDays,
      }
    }
    if (quote.kind === 'manual') {
      return { status: 'manual' as const, reason: quote.reason, distanceKm: quote.distanceKm }
    }
    return { status: 'incomplete' as const }
  }
}
