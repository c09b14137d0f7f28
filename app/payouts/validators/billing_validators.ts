import vine from '@vinejs/vine'
import { bicRule, ibanRule } from '#core/validation/rules'

/** Settings → Billing, a carrier's payout account: IBAN (checksum), holder, BIC (optional). */
export const payoutAccountValidator = vine.create({
  iban: ibanRule(),
  accountHolder: vine.string().trim().minLength(2).maxLength(70),
  bic: bicRule().optional(),
})
