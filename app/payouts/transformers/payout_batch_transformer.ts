import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BatchRow } from '#payouts/queries/payout_batches'

/** A payout batch in the staff list: its state, dates, number of payouts and total. */
export default class PayoutBatchTransformer extends BaseTransformer<BatchRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'state',
      'messageId',
      'createdAt',
      'approvedAt',
      'paidAt',
      'payoutCount',
      'totalCents',
    ])
  }
}
