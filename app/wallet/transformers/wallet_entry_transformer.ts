import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WalletLine } from '#wallet/queries/wallet_pages'

/**
 * A wallet line as the wallet pages show it (dealer and staff see the same
 * line: amounts, what moved the money, the order it paid or refunded, the
 * reason and who recorded a manual adjustment).
 */
export default class WalletEntryTransformer extends BaseTransformer<WalletLine> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'kind',
      'amountCents',
      'balanceAfterCents',
      'orderId',
      'orderReference',
      'reason',
      'createdBy',
      'createdAt',
    ])
  }
}
