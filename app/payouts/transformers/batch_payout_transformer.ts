import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BatchPayoutRow } from '#payouts/queries/payout_batches'

/** One carrier's payout in a batch, for staff: the IBAN it is sent to and what it pays. */
export default class BatchPayoutTransformer extends BaseTransformer<BatchPayoutRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'teamId',
      'teamName',
      'amountCents',
      'state',
      'ibanMasked',
      'accountHolder',
      'payableCount',
      'paidAt',
    ])
  }
}
