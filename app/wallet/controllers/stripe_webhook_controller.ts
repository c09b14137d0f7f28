import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { cardGateway, type CardEvent } from '#wallet/card/card_gateway'
import { applyCardEvent } from '#wallet/actions/card_top_up'
import { payOrderByCard } from '#ordering/actions/card_payment'

/** A paid order's session pays the order; anything else is the wallet's (top-ups, or nothing). */
function apply(event: CardEvent) {
  if (event.type === 'checkout_paid' && event.metadata.kind === 'order_payment')
    return payOrderByCard(event)
  return applyCardEvent(event)
}

/**
 * POST /webhooks/stripe: Stripe's signed events (no session, no CSRF). A
 * missing or wrong signature is a 400 and changes nothing; a verified event
 * is applied once (see `applyCardEvent`) and answered 200, also when it is
 * of no interest, so Stripe stops retrying it.
 */
export default class StripeWebhookController {
  async handle({ request, response }: HttpContext) {
    const gateway = cardGateway()
    if (!gateway) return response.notFound({ error: 'card_payments_off' })
    const signature = request.header('stripe-signature')
    let event: CardEvent
    try {
      event = gateway.readEvent(request.raw() ?? '', signature ?? '')
    } catch {
      return response.badRequest({ error: 'invalid_signature' })
    }
    const outcome = await apply(event)
    if (outcome !== 'credited' && outcome !== 'order_paid')
      logger.info({ outcome, event: event.type }, 'stripe webhook')
    return response.ok({ received: true, outcome })
  }
}
