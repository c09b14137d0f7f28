/**
 * Card payments through Stripe Checkout. `CardGateway` is the boundary: it
 * opens a Checkout Session (the card is typed on Stripe's page, never here)
 * and reads a webhook delivery after checking its signature. The real
 * gateway uses the official `stripe` library with STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET; without both keys there is no gateway and the card
 * option is offered nowhere. Tests use `RecordingCardGateway`, which never
 * reaches Stripe but checks signatures with the same library code.
 */
import Stripe from 'stripe'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'

/** What the session pays for (stored in the session's metadata, signed back by the webhook). */
export type CardPurpose =
  | { kind: 'wallet_top_up'; teamId: number }
  | { kind: 'order_payment'; teamId: number; orderId: number }

export type CheckoutInput = CardPurpose & {
  amountCents: number
  /** the line shown on Stripe's page */
  description: string
  successUrl: string
  cancelUrl: string
  customerEmail?: string | null
  locale: 'it' | 'en'
}

export type CheckoutSession = { id: string; url: string }

/** A verified webhook delivery, reduced to what the platform acts on. */
export type CardEvent =
  | {
      type: 'checkout_paid'
      sessionId: string
      amountCents: number | null
      currency: string | null
      metadata: Record<string, string>
    }
  | { type: 'ignored'; stripeType: string }

export interface CardGateway {
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>
  /** Throws `Stripe.errors.StripeSignatureVerificationError` when the signature is wrong. */
  readEvent(rawBody: string, signature: string): CardEvent
}

const PAID_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
])

/** Checks the `Stripe-Signature` header against the endpoint secret and reads the event. */
export function verifiedCardEvent(rawBody: string, signature: string, secret: string): CardEvent {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret)
  if (!PAID_TYPES.has(event.type)) return { type: 'ignored', stripeType: event.type }
  const session = event.data.object as Stripe.Checkout.Session
  if (session.object !== 'checkout.session' || session.payment_status !== 'paid') {
    return { type: 'ignored', stripeType: `${event.type}:${session.payment_status}` }
  }
  return {
    type: 'checkout_paid',
    sessionId: session.id,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    metadata: { ...session.metadata },
  }
}

function sessionParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const metadata: Record<string, string> = { kind: input.kind, teamId: String(input.teamId) }
  if (input.kind === 'order_payment') metadata.orderId = String(input.orderId)
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: input.amountCents,
          product_data: { name: input.description },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    client_reference_id: String(input.teamId),
    customer_email: input.customerEmail ?? undefined,
    locale: input.locale,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  }
}

/** The real gateway (the `stripe` library). */
export class StripeCardGateway implements CardGateway {
  readonly #stripe: Stripe

  constructor(
    secretKey: string,
    private readonly webhookSecret: string
  ) {
    this.#stripe = new Stripe(secretKey)
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const session = await this.#stripe.checkout.sessions.create(sessionParams(input))
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`)
    return { id: session.id, url: session.url }
  }

  readEvent(rawBody: string, signature: string) {
    return verifiedCardEvent(rawBody, signature, this.webhookSecret)
  }
}

/** Tests: records the sessions asked for, checks signatures like the real one. */
export class RecordingCardGateway implements CardGateway {
  readonly created: CheckoutInput[] = []

  constructor(readonly webhookSecret: string) {}

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    this.created.push(input)
    const id = `cs_test_${this.created.length}`
    return { id, url: `https://checkout.stripe.com/c/pay/${id}` }
  }

  readEvent(rawBody: string, signature: string) {
    return verifiedCardEvent(rawBody, signature, this.webhookSecret)
  }
}

let replaced: CardGateway | null | undefined

/**
 * Opens a session, or null when Stripe cannot be reached or refuses (logged):
 * the caller says so and nothing has changed.
 */
export async function openCheckout(gateway: CardGateway, input: CheckoutInput) {
  try {
    return await gateway.createCheckout(input)
  } catch (error) {
    logger.error({ err: error, kind: input.kind, teamId: input.teamId }, 'stripe checkout failed')
    return null
  }
}

/** The gateway in use, or null when card payments are off (no keys). */
export function cardGateway(): CardGateway | null {
  if (replaced !== undefined) return replaced
  const secretKey = env.get('STRIPE_SECRET_KEY')?.release()
  const webhookSecret = env.get('STRIPE_WEBHOOK_SECRET')?.release()
  replaced = secretKey && webhookSecret ? new StripeCardGateway(secretKey, webhookSecret) : null
  return replaced
}

/** Card payments are offered (both Stripe keys are set). */
export function cardPaymentsEnabled() {
  return cardGateway() !== null
}

/** Replaces the gateway (tests; null: card payments off; undefined: back to the keys). Returns the one replaced. */
export function useCardGateway(gateway: CardGateway | null | undefined) {
  const previous = replaced
  replaced = gateway
  return previous
}
