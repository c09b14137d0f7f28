import vine from '@vinejs/vine'
import { euroAmountRule } from '#core/validation/rules'
import { MAX_ENTRY_CENTS } from '#ledger/domain/accounts'
import { CARD_TOP_UP_MAX_CENTS } from '#wallet/domain/card_top_up'

/**
 * An admin's manual movement of a wallet: a credit or a debit (a correction),
 * or a bank transfer the dealer sent to top up its wallet. The reason is
 * mandatory (for a transfer: its causale).
 */
export const adjustmentValidator = vine.create({
  direction: vine.enum(['credit', 'debit', 'transfer'] as const),
  amount: euroAmountRule({ max: MAX_ENTRY_CENTS, messages: 'wallet.validation' }),
  reason: vine.string().trim().minLength(3).maxLength(500),
})

/** A wallet top-up by card: euro as typed, up to 10.000 € (the minimum is the action's). */
export const cardTopUpValidator = vine.create({
  amount: euroAmountRule({ max: CARD_TOP_UP_MAX_CENTS, messages: 'wallet.card.validation' }),
})

export const searchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})

/** The wallet list's search text from the query string (garbage: no search). */
export async function searchFilter(qs: Record<string, unknown>): Promise<string | null> {
  const input = await searchValidator.validate(qs).catch(() => ({ q: undefined }))
  return input.q || null
}

/** A statement to download: its month (yyyy-MM) and format. */
export const statementFilters = vine.create({
  month: vine
    .string()
    .trim()
    .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/),
  format: vine.enum(['csv', 'pdf'] as const),
})

const yearValidator = vine.create({
  year: vine.number().withoutDecimals().min(2000).max(2100),
})

/** The statements' year from the query string (garbage: this year). */
export async function yearFilter(qs: Record<string, unknown>): Promise<number | null> {
  const input = await yearValidator.validate({ year: qs.year }).catch(() => null)
  return input?.year ?? null
}
