import { BaseTransformer } from '@adonisjs/core/transformers'
import type WalletEntry from '#wallet/models/wallet_entry'

/**
 * A ledger line as the wallet pages show it (dealer and staff see the same
 * line: amounts, the order it paid or refunded, the reason and who made a
 * manual adjustment). `order` and `createdBy` are preloaded by the query.
 */
export default class WalletEntryTransformer extends BaseTransformer<WalletEntry> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'kind',
        'amountCents',
        'balanceAfterCents',
        'orderId',
        'reason',
      ]),
      orderReference: this.resource.order?.reference ?? null,
      createdBy: this.resource.createdBy?.fullName ?? null,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
