import vine from '@vinejs/vine'
import { HttpContext } from '@adonisjs/core/http'
import { eurosToCents, MAX_ENTRY_CENTS } from '#wallet/domain/ledger'

/** A message of resources/lang/<locale>/wallet.json in the request's language. */
function message(key: string, data?: Record<string, unknown>) {
  const i18n = HttpContext.get()?.i18n
  const identifier = `wallet.validation.${key}`
  return i18n ? i18n.t(identifier, data as any) : identifier
}

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
  amount: vine.string().trim().maxLength(20).use(euroAmount()),
  reason: vine.string().trim().minLength(3).maxLength(500),
})

export const pageValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  q: vine.string().trim().maxLength(100).optional(),
})

/** Page and filters from the query string; garbage falls back to the defaults. */
export async function listFilters(qs: Record<string, unknown>) {
  const input = await pageValidator.validate(qs).catch(() => ({ page: 1, q: undefined }))
  return { page: input.page ?? 1, q: input.q ?? null }
}
