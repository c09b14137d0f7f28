import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Order from '#ordering/models/order'
import { settleOrder } from '#ordering/actions/pay_order'
import { creditWallet } from '#wallet/actions/wallet_movements'
import {
  cardGateway,
  openCheckout,
  type CardEvent,
  type CheckoutInput,
} from '#wallet/card/card_gateway'
import { cardTopUpKey } from '#wallet/domain/card_top_up'
import { announcePublished } from '#transports/actions/publish_transports'
import { toId } from '#core/http/route_params'
import { err, ok } from '#core/result'
import { lockForUpdate } from '#core/database/dialect'

type Urls = Pick<CheckoutInput, 'description' | 'successUrl' | 'cancelUrl' | 'locale'> & {
  customerEmail?: string | null
}

/**
 * Opens a Stripe Checkout Session for an order waiting for its card payment
 * (at checkout, or again from the order's page after an abandoned one).
 * Nothing moves here: the signed webhook pays the order (`payOrderByCard`).
 */
export async function startOrderCardPayment(orderId: number, teamId: number, urls: Urls) {
  const gateway = cardGateway()
  if (!gateway) return err('card_off' as const)
  const order = await Order.query().where('id', orderId).where('team_id', teamId).first()
  if (!order || order.state !== 'pending_payment' || order.paymentMethod !== 'card')
    return err('not_awaiting_card' as const)
  const session = await openCheckout(gateway, {
    ...urls,
    kind: 'order_payment',
    teamId,
    orderId: order.id,
    amountCents: order.grossCents,
  })
  return session ? ok(session) : err('stripe_unavailable' as const)
}

export type OrderCardOutcome =
  'order_paid' | 'credited' | 'already_credited' | 'not_an_order' | 'wrong_amount'

class SettleRefused extends Error {}

/**
 * A paid Checkout Session of an order: the amount enters the dealer's wallet
 * from `card` (kind `card_top_up`, the order on it, key `stripe:<session>`:
 * once however often Stripe delivers it), then, if the order still waits for
 * its card payment, it is settled exactly as a wallet checkout or a bank
 * transfer (`settleOrder`: paid, transports published, payment and invoices)
 * with the order row locked. A cancelled order, or one that cannot be
 * settled, leaves the money in the wallet. A repeated delivery retries the
 * settlement only (it is idempotent: `order_payment:<order>`).
 */
export async function payOrderByCard(
  event: Extract<CardEvent, { type: 'checkout_paid' }>
): Promise<OrderCardOutcome> {
  const orderId = toId(event.metadata.orderId)
  const order = orderId ? await Order.find(orderId) : null
  if (!order || String(order.teamId) !== event.metadata.teamId) return 'not_an_order'
  if (event.currency !== 'eur' || !event.amountCents || event.amountCents <= 0)
    return 'wrong_amount'
  const credited = await creditWallet(order.teamId, event.amountCents, {
    source: 'card',
    kind: 'card_top_up',
    key: cardTopUpKey(event.sessionId),
    reason: order.reference,
    orderId: order.id,
    byUserId: null,
  })
  if (!credited.ok && credited.error !== 'duplicate') return 'wrong_amount'
  const settled = await settleWaitingOrder(order.id)
  if (settled) return 'order_paid'
  return credited.ok ? 'credited' : 'already_credited'
}

/** Settles the order if it still waits for its card payment; false when it does not or cannot. */
async function settleWaitingOrder(orderId: number) {
  let published: number[] = []
  try {
    await db.transaction(async (trx) => {
      const order = await lockForUpdate(
        Order.query({ client: trx }).where('id', orderId),
        trx
      ).first()
      if (!order || order.state !== 'pending_payment' || order.paymentMethod !== 'card')
        throw new SettleRefused()
      const settled = await settleOrder(order, order.createdById, trx)
      if (!settled.ok) {
        logger.warn({ orderId, error: settled.error }, 'card payment kept in the wallet')
        throw new SettleRefused()
      }
      published = settled.value
    })
  } catch (error) {
    if (error instanceof SettleRefused) return false
    throw error
  }
  announcePublished(published)
  await emitter.emit('order:paid', { orderId })
  return true
}
