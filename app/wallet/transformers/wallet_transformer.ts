import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WalletSummary } from '#wallet/queries/wallet_pages'

/** A dealer team's wallet in the staff list: its balance and how many movements it has. */
export default class WalletTransformer extends BaseTransformer<WalletSummary> {
  toObject() {
    return this.pick(this.resource, ['teamId', 'name', 'plan', 'balanceCents', 'entryCount'])
  }
}
