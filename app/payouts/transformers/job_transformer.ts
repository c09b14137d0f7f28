import { BaseTransformer } from '@adonisjs/core/transformers'
import type { JobRow } from '#payouts/queries/carrier_payments'

/** A carrier's job on its Payments page: what it earns and where that money is. */
export default class JobTransformer extends BaseTransformer<JobRow> {
  toObject() {
    return this.pick(this.resource, [
      'key',
      'status',
      'kind',
      'transportId',
      'transportReference',
      'amountCents',
      'at',
      'paidAt',
      'payoutId',
    ])
  }
}
