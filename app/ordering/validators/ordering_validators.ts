import vine from '@vinejs/vine'
import { ORDER_STATES } from '#ordering/domain/totals'
import { euroAmountRule } from '#core/validation/rules'
import { MAX_ENTRY_CENTS } from '#ledger/domain/accounts'

export const addToCartValidator = vine.create({
  quoteId: vine.number().withoutDecimals().min(1).max(2_147_483_647),
})

export const checkoutValidator = vine.create({
  paymentMethod: vine.enum(['wallet', 'bank_transfer', 'card'] as const),
  /* The quotes of the cart the dealer chose to pay (absent: every payable quote). */
  quoteIds: vine
    .array(vine.number().withoutDecimals().min(1).max(2_147_483_647))
    .minLength(1)
    .maxLength(200)
    .distinct()
    .optional(),
  expectedGrossCents: vine
    .number()
    .withoutDecimals()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
})

const orderListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  state: vine.enum(ORDER_STATES).optional(),
  q: vine.string().trim().maxLength(100).optional(),
})

/** Page and filters of an order list from the query string; each bad value falls back to its default. */
export async function orderListFilters(qs: Record<string, unknown>) {
  const pick = async <K extends 'page' | 'state' | 'q'>(key: K) =>
    orderListValidator
      .validate({ [key]: qs[key] })
      .then((value) => value[key])
      .catch(() => undefined)
  return {
    page: (await pick('page')) ?? 1,
    state: (await pick('state')) ?? null,
    q: (await pick('q')) ?? null,
  }
}

/** Stop (false) or resume (true) the pro plan's monthly renewal. */
export const proRenewalValidator = vine.create({
  renews: vine.boolean(),
})

/**
 * Staff record a bank transfer received: the amount in euro as typed
 * (→ cents) and the form's idempotency key (a retried submission records it once).
 */
export const transferReceivedValidator = vine.create({
  amount: euroAmountRule({ max: MAX_ENTRY_CENTS, messages: 'ordering.validation' }),
  idempotencyKey: vine.string().trim().uuid(),
})
