/**
 * The buy-now payout (DOMAIN.md §2 "Pricing": 85% of the net price by
 * default) as staff may change it while the transport is on the marketplace.
 * Pure. A payout is at least 1 € and at most the net price the dealer paid
 * (above it the platform would carry the transport at a loss); changing it
 * to the same amount is not a change.
 */
export const MIN_PAYOUT_CENTS = 100

export function payoutProblem(
  payoutCents: number,
  currentCents: number,
  netCents: number
): 'too_low' | 'too_high' | 'same' | null {
  if (payoutCents < MIN_PAYOUT_CENTS) return 'too_low'
  if (payoutCents > netCents) return 'too_high'
  if (payoutCents === currentCents) return 'same'
  return null
}
