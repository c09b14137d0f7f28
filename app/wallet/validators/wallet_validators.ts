import vine from '@vinejs/vine'
import { euroAmountRule } from '#core/validation/rules'
import { MAX_ENTRY_CENTS } from '#ledger/domain/accounts'

/** An admin's manual credit or debit: the reason is mandatory (audit trail). */
export const adjustmentValidator = vine.create({
  direction: vine.enum(['credit', 'debit'] as const),
  amount: euroAmountRule({ max: MAX_ENTRY_CENTS, messages: 'wallet.validation' }),
  reason: vine.string().trim().minLength(3).maxLength(500),
})

export const searchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})

/** The wallet list's search text from the query string (garbage: no search). */
export async function searchFilter(qs: Record<string, unknown>): Promise<string | null> {
  const input = await searchValidator.validate(qs).catch(() => ({ q: undefined }))
  return input.q || null
}
