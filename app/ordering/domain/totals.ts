/**
 * Pure money rules of the cart and orders (DOMAIN.md §2): integer cents,
 * VAT 22% added on top of the net price.
 */
export const VAT_RATE_PERCENT = 22

/** VAT on a net amount in cents, rounded half up to the cent. */
export function vatOf(netCents: number): number {
  if (!Number.isSafeInteger(netCents) || netCents < 0)
    throw new Error('Net amounts are non-negative integer cents')
  return Math.floor((netCents * VAT_RATE_PERCENT + 50) / 100)
}

export type Priced = { netCents: number; vatCents: number; grossCents: number }

/** Sums of the lines (each quote carries its own VAT, so the totals add up line by line). */
export function totalsOf(lines: Priced[]): Priced {
  return lines.reduce(
    (sum, line) => ({
      netCents: sum.netCents + line.netCents,
      vatCents: sum.vatCents + line.vatCents,
      grossCents: sum.grossCents + line.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 }
  )
}

export type QuoteAvailability = 'payable' | 'expired' | 'unavailable'

/** Whether a quote in the cart can be paid now: valid and not past its expiry. */
export function availabilityOf(
  quote: { state: string; expiresAt: { toMillis(): number } },
  nowMillis: number
): QuoteAvailability {
  if (quote.state === 'expired') return 'expired'
  if (quote.state !== 'valid') return 'unavailable'
  return quote.expiresAt.toMillis() > nowMillis ? 'payable' : 'expired'
}

/** ORD-2026-000123: the year of the order and its id, six digits at least. */
export function orderReference(year: number, id: number): string {
  return `ORD-${year}-${String(id).padStart(6, '0')}`
}

export type OrderState = 'pending_payment' | 'paid' | 'cancelled' | 'refunded'
export const ORDER_STATES: OrderState[] = ['pending_payment', 'paid', 'cancelled', 'refunded']

/**
 * A paid order may be cancelled (and refunded) while no transport of it is
 * assigned; an order waiting for its bank transfer may be cancelled (what was
 * received stays in the wallet).
 */
export function orderIsCancellable(state: OrderState): boolean {
  return state === 'paid' || state === 'pending_payment'
}

/**
 * Whether the order can still be cancelled and refunded: paid, and none of
 * its transports is past `published` (cancelled ones do not count).
 */
export function orderCanBeCancelled(
  state: OrderState,
  transportStates: readonly string[]
): boolean {
  return (
    orderIsCancellable(state) &&
    transportStates.every((transport) => transport === 'published' || transport === 'cancelled')
  )
}
