import vine from '@vinejs/vine'
import { ruleMessages } from '#core/validation/messages'
import { eurosToCents, MAX_ENTRY_CENTS } from '#wallet/domain/ledger'

const message = ruleMessages('wallet.validation')

/** An amount in euro as typed ("1.234,56"), turned into positive integer cents. */
const euroAmount = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const cents = eurosToCents(String(value))
    if (cents === null || cents > MAX_ENTRY_CENTS) {
      return field.report(message('amount'), 'euroAmount', field)
    }
    field.mutate(cents, field)
  },
  { name: 'euroAmount' }
)

/** An admin's manual credit or debit: the reason is mandatory (audit trail). */
export const adjustmentValidator = vine.create({
  direction: vine.enum(['credit', 'debit'] as const),
  amount: vine
    .string()
    .trim()
    .maxLength(20)
    .use(euroAmount())
    .transform((cents) => Number(cents)),
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
