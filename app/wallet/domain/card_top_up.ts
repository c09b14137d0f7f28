/** The limits of one wallet top-up by card, in cents (10 € … 10.000 €). */
export const CARD_TOP_UP_MIN_CENTS = 1_000
export const CARD_TOP_UP_MAX_CENTS = 1_000_000

/** The idempotency key of the wallet credit a Checkout Session pays for. */
export function cardTopUpKey(sessionId: string) {
  return `stripe:${sessionId}`
}
