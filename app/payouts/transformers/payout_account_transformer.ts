import { BaseTransformer } from '@adonisjs/core/transformers'
import type PayoutAccount from '#payouts/models/payout_account'
import { maskIban } from '#payouts/domain/iban'

/** A payout bank account as Settings → Billing shows it: the IBAN masked, never whole. */
export default class PayoutAccountTransformer extends BaseTransformer<PayoutAccount> {
  toObject() {
    return {
      ibanMasked: maskIban(this.resource.iban)!,
      bic: this.resource.bic,
      accountHolder: this.resource.accountHolder,
      updatedAt: this.resource.updatedAt?.toISO() ?? this.resource.createdAt.toISO()!,
    }
  }
}
