import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BatchDetail } from '#payouts/queries/payout_batches'

/** A batch's page for staff: its steps (who, when), totals and the carriers left out. */
export default class PayoutBatchDetailTransformer extends BaseTransformer<BatchDetail['batch']> {
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
      'skipped',
      'createdBy',
      'approvedBy',
      'paidBy',
    ])
  }
}
