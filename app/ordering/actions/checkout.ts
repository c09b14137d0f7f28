import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CartItem from '#ordering/models/cart_item'
import Order from '#ordering/models/order'
import OrderItem from '#ordering/models/order_item'
import Quote from '#requests/models/quote'
import TransportRequest from '#requests/models/transport_request'
import { lockAccount } from '#ledger/actions/post_transaction'
import { walletBalance } from '#ledger/queries/balances'
import { postOrderPayment, type OrderPaymentError } from '#ordering/actions/pay_order'
import { availabilityOf, orderReference, totalsOf } from '#ordering/domain/totals'
import { err, ok, type Result } from '#core/result'
import {
  announcePublished,
  publishTransportsForOrder,
} from '#transports/actions/publish_transports'
import { TIME_ZONE } from '#shared/time_zone'
import { databaseNow, isUniqueViolation, lockForUpdate } from '#core/database/dialect'

export type CheckoutError =
  | 'billing_incomplete'
  | 'platform_billing_incomplete'
  | 'cart_empty'
  | 'cart_changed'
  | 'quote_unavailable'
  | 'insufficient_funds'
  | 'unsupported_payment_method'

export type CheckoutInput = {
  teamId: number
  userId: number
  paymentMethod?: 'wallet'
  /** The total the dealer saw: when given and different, nothing is charged ('cart_changed'). */
  expectedGrossCents?: number | null
  /** Pay only these quotes of the cart (default: every payable quote in it). */
  quoteIds?: number[]
}

function checkoutErrorOf(error: OrderPaymentError): CheckoutError {
  if (error === 'insufficient_funds') return 'insufficient_funds'
  if (error === 'billing_incomplete' || error === 'platform_billing_incomplete') return error
  return 'quote_unavailable'
}

/** An expected failure thrown inside the transaction so that everything rolls back. */
class CheckoutFailure extends Error {
  constructor(readonly code: CheckoutError) {
    super(code)
  }
}

/**
 * Pays the team's cart (or the quotes of it the dealer chose) from its wallet, in ONE transaction:
 * lock the wallet row → re-read the cart's quotes FOR UPDATE → refuse
 * unavailable quotes → create the order (paid) and its items (order_items
 * .quote_id is UNIQUE: a quote is ordered once, ever) → quotes and requests
 * become `ordered` → empty the cart → publish the transports → post the
 * payment (wallet → held per transport + VAT, once per order). Expired quotes stay in the cart, flagged,
 * and are not paid.
 * Callable from scripts (no HTTP).
 */
export async function checkout(input: CheckoutInput): Promise<Result<Order, CheckoutError>> {
  if ((input.paymentMethod ?? 'wallet') !== 'wallet') return err('unsupported_payment_method')
  let order: Order
  let published: number[] = []
  try {
    order = await db.transaction(async (trx) => {
      await lockAccount('dealer_wallet', input.teamId, trx)
      const now = DateTime.now()

      const cartQuery = CartItem.query({ client: trx })
        .where('team_id', input.teamId)
        .orderBy('id', 'asc')
      if (input.quoteIds) cartQuery.whereIn('quote_id', input.quoteIds)
      const cartItems = await cartQuery
      /* A chosen quote that is no longer in the cart: the dealer chose from another cart. */
      if (input.quoteIds && cartItems.length !== new Set(input.quoteIds).size)
        throw new CheckoutFailure('cart_changed')
      if (cartItems.length === 0) throw new CheckoutFailure('cart_empty')
      const quotes = await lockForUpdate(
        Quote.query({ client: trx })
          .whereIn(
            'id',
            cartItems.map((item) => item.quoteId)
          )
          .orderBy('id', 'asc'),
        trx
      )
      const availability = quotes.map((quote) => ({
        quote,
        status: availabilityOf(quote, now.toMillis()),
      }))
      if (
        availability.some(
          ({ quote, status }) => status === 'unavailable' || quote.teamId !== input.teamId
        )
      ) {
        throw new CheckoutFailure('quote_unavailable')
      }
      const payable = availability
        .filter(({ status }) => status === 'payable')
        .map(({ quote }) => quote)
      if (payable.length === 0) throw new CheckoutFailure('cart_empty')

      const totals = totalsOf(payable)
      if (
        input.expectedGrossCents !== undefined &&
        input.expectedGrossCents !== null &&
        input.expectedGrossCents !== totals.grossCents
      ) {
        throw new CheckoutFailure('cart_changed')
      }
      /* checked before writing anything; the debit below checks again under the same lock */
      if ((await walletBalance(input.teamId, trx)) < totals.grossCents)
        throw new CheckoutFailure('insufficient_funds')

      const created = await Order.create(
        {
          teamId: input.teamId,
          /* unique placeholder, replaced by the id-based reference right below */
          reference: `TMP-${crypto.randomUUID().slice(0, 16)}`,
          state: 'paid',
          paymentMethod: 'wallet',
          ...totals,
          createdById: input.userId,
          paidAt: now,
        },
        { client: trx }
      )
      created.reference = orderReference(now.setZone(TIME_ZONE).year, created.id)
      await created.save()

      await OrderItem.createMany(
        payable.map((quote) => ({
          orderId: created.id,
          quoteId: quote.id,
          transportRequestId: quote.transportRequestId,
          netCents: quote.netCents,
          vatCents: quote.vatCents,
          grossCents: quote.grossCents,
        })),
        { client: trx }
      )
      await Quote.query({ client: trx })
        .whereIn(
          'id',
          payable.map((quote) => quote.id)
        )
        .update({ state: 'ordered', updated_at: databaseNow(trx, now) })
      await TransportRequest.query({ client: trx })
        .whereIn(
          'id',
          payable.map((quote) => quote.transportRequestId)
        )
        .update({ state: 'ordered', updated_at: databaseNow(trx, now) })

      await CartItem.query({ client: trx })
        .where('team_id', input.teamId)
        .whereIn(
          'quote_id',
          payable.map((quote) => quote.id)
        )
        .delete()

      const transports = await publishTransportsForOrder(created, trx)
      published = transports.map((transport) => transport.id)
      /* the wallet was checked above under the same lock: the posting checks it again */
      const paid = await postOrderPayment(created, input.userId, trx)
      if (!paid.ok) throw new CheckoutFailure(checkoutErrorOf(paid.error))
      return created
    })
  } catch (error) {
    if (error instanceof CheckoutFailure) return err(error.code)
    if (isUniqueViolation(error)) return err('quote_unavailable')
    throw error
  }

  announcePublished(published)
  return ok(order)
}
