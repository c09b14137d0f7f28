/**
 * Events of the ordering capability, emitted after the transaction has
 * committed (listeners broadcast and e-mail).
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** An order was paid (its transports are published). */
    'order:paid': {
      orderId: number
      teamId: number
      reference: string
      grossCents: number
      userId: number | null
    }
    /** A paid order was cancelled and refunded to the wallet. */
    'order:refunded': {
      orderId: number
      teamId: number
      reference: string
      grossCents: number
      userId: number | null
    }
    /** A dealer team upgraded to the pro plan. */
    'team:upgraded_to_pro': { teamId: number; userId: number | null; cents: number }
  }
}

export {}
