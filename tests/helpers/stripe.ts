import type { ApiClient } from '@japa/api-client'
import Stripe from 'stripe'
import { RecordingCardGateway } from '#wallet/card/card_gateway'

/** Stripe's webhooks signed locally: tests never reach Stripe. */
export const WEBHOOK_SECRET = 'whsec_test_trasporti'

/** A Checkout Session event as Stripe sends it (only the fields the platform reads, plus a few). */
export function sessionEvent(
  session: Record<string, unknown>,
  options: { type?: string; eventId?: string } = {}
) {
  return JSON.stringify({
    id: options.eventId ?? 'evt_test_1',
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_paid_1',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        amount_total: 25_050,
        currency: 'eur',
        ...session,
      },
    },
  })
}

/** Delivers a payload signed locally (as Stripe would with the endpoint's secret). */
export function deliver(client: ApiClient, payload: string, secret = WEBHOOK_SECRET) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })
  return client
    .post('/webhooks/stripe')
    .header('stripe-signature', signature)
    .unsafeJson(payload as any)
}

/** Stripe down: every session refused (the network error a real outage gives). */
export class UnreachableCardGateway extends RecordingCardGateway {
  async createCheckout(): Promise<never> {
    throw new Error('connect ECONNREFUSED api.stripe.com')
  }
}
