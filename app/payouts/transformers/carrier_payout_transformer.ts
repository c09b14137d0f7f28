import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CarrierPayoutRow } from '#payouts/queries/carrier_payments'

/** One of a carrier's payouts: amount, masked IBAN, state and dates. */
export default class CarrierPayoutTransformer extends BaseTransformer<CarrierPayoutRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'amountCents',
      'ibanMasked',
      'status',
      'approvedAt',
      'paidAt',
      'payableCount',
    ])
  }
}
