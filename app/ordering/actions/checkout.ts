import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CartItem from '#ordering/models/cart_item'
import Order from '#ordering/models/order'
import OrderItem from '#ordering/models/order_item'
import Quote from '#requests/models/quote'
import TransportRequest from '#requests/models/transport_request'
import { lockAccount } from '#ledger/actions/post_transaction'
import { walletBalance } from '#ledger/queries/balances'
import { settleOrder, type OrderPaymentError } from '#ordering/actions/pay_order'
import { availabilityOf, orderReference, totalsOf, type Priced } from '#ordering/domain/totals'
import { paymentReference } from '#ordering/domain/bank_transfer'
import { err, ok, type Result } from '#core/result'
import { announcePublished } from '#transports/actions/publish_transports'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { customerFromTeam, sellerFromSettings } from '#invoicing/domain/parties'
import Team from '#teams/models/team'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PaymentMethod } from '#ordering/models/order'
import { TIME_ZONE } from '#shared/time_zone'
import { databaseNow, isUniqueViolation, lockForUpdate } from '#core/database/dialect'
import { cardPaymentsEnabled } from '#wallet/card/card_gateway'

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
  /** 'wallet' (default): paid now; 'bank_transfer' / 'card': the order waits for the money. */
  paymentMethod?: PaymentMethod
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
 * Pays the team's cart (or the quotes of it the dealer chose), in ONE
 * transaction: lock the wallet row → re-read the cart's quotes FOR UPDATE →
 * refuse unavailable quotes → create the order and its items (order_items
 * .quote_id is UNIQUE: a quote is ordered once, ever) → quotes and requests
 * become `ordered` → empty the cart → then
 * - wallet: the order is settled (`settleOrder`: paid, transports published,
 *   the payment posted from the wallet with its invoices);
 * - bank transfer: the order waits in `pending_payment` with its payment
 *   reference; nothing is published and no money moves until staff mark the
 *   transfer received (app/ordering/actions/bank_transfer.ts);
 * - card (only with the Stripe keys): the order waits in `pending_payment`
 *   until Stripe's signed webhook says its Checkout Session is paid
 *   (app/ordering/actions/card_payment.ts).
 * Expired quotes stay in the cart, flagged, and are not paid.
 * Callable from scripts (no HTTP).
 */
export async function checkout(input: CheckoutInput): Promise<Result<Order, CheckoutError>> {
  const method = input.paymentMethod ?? 'wallet'
  if (!offered(method)) return err('unsupported_payment_method')
  let order: Order
  let published: number[] = []
  try {
    order = await db.transaction(async (trx) => {
      await lockAccount('dealer_wallet', input.teamId, trx)
      const now = DateTime.now()
      const payable = await payableQuotes(input, trx, now)
      const totals = totalsOf(payable)
      if ((input.expectedGrossCents ?? totals.grossCents) !== totals.grossCents)
        throw new CheckoutFailure('cart_changed')
      await refuseUnpayable(input.teamId, method, totals.grossCents, trx)
      const created = await placeOrder(input, method, payable, totals, now, trx)
      if (method === 'wallet') published = await settle(created, input.userId, trx, now)
      return created
    })
  } catch (error) {
    if (error instanceof CheckoutFailure) return err(error.code)
    if (isUniqueViolation(error)) return err('quote_unavailable')
    throw error
  }

  announcePublished(published)
  if (order.state === 'paid') await emitter.emit('order:paid', { orderId: order.id })
  return ok(order)
}

/** The ways to pay offered now: the card only while the Stripe keys are set. */
function offered(method: PaymentMethod) {
  return (
    method === 'wallet' ||
    method === 'bank_transfer' ||
    (method === 'card' && cardPaymentsEnabled())
  )
}

/** The wallet pays now: settled in the checkout's transaction (a refusal rolls it all back). */
async function settle(order: Order, userId: number, trx: TransactionClientContract, now: DateTime) {
  const settled = await settleOrder(order, userId, trx, now)
  if (!settled.ok) throw new CheckoutFailure(checkoutErrorOf(settled.error))
  return settled.value
}

/**
 * Refusals before anything is written: the wallet must cover the order (the
 * posting checks it again under the same lock); a bank transfer needs the
 * platform's IBAN; a transfer and a card both need both parties' invoicing
 * data (the invoices are issued when the money arrives, with nobody to fix
 * them then).
 */
async function refuseUnpayable(
  teamId: number,
  method: PaymentMethod,
  grossCents: number,
  trx: TransactionClientContract
) {
  if (method === 'wallet') {
    if ((await walletBalance(teamId, trx)) < grossCents)
      throw new CheckoutFailure('insufficient_funds')
    return
  }
  const settings = await currentPricingSettings(trx)
  if (method === 'bank_transfer' && !settings.company.iban.trim())
    throw new CheckoutFailure('unsupported_payment_method')
  if (!sellerFromSettings(settings.company))
    throw new CheckoutFailure('platform_billing_incomplete')
  const team = await Team.query({ client: trx }).where('id', teamId).firstOrFail()
  if (!customerFromTeam(team)) throw new CheckoutFailure('billing_incomplete')
}

/** The cart's quotes to pay, locked: refuses a changed cart and unavailable quotes. */
async function payableQuotes(
  input: CheckoutInput,
  trx: TransactionClientContract,
  now: DateTime
): Promise<Quote[]> {
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
  return payable
}

/**
 * The order (waiting for its payment), its items, its quotes and requests
 * `ordered`, the quotes out of the cart. A bank-transfer order gets its
 * payment reference.
 */
async function placeOrder(
  input: CheckoutInput,
  method: PaymentMethod,
  payable: Quote[],
  totals: Priced,
  now: DateTime,
  trx: TransactionClientContract
): Promise<Order> {
  const created = await Order.create(
    {
      teamId: input.teamId,
      /* unique placeholder, replaced by the id-based reference right below */
      reference: `TMP-${crypto.randomUUID().slice(0, 16)}`,
      state: 'pending_payment',
      paymentMethod: method,
      ...totals,
      createdById: input.userId,
    },
    { client: trx }
  )
  const year = now.setZone(TIME_ZONE).year
  created.reference = orderReference(year, created.id)
  if (method === 'bank_transfer') created.paymentReference = paymentReference(year, created.id)
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
  const quoteIds = payable.map((quote) => quote.id)
  await Quote.query({ client: trx })
    .whereIn('id', quoteIds)
    .update({ state: 'ordered', updated_at: databaseNow(trx, now) })
  await TransportRequest.query({ client: trx })
    .whereIn(
      'id',
      payable.map((quote) => quote.transportRequestId)
    )
    .update({ state: 'ordered', updated_at: databaseNow(trx, now) })
  await CartItem.query({ client: trx })
    .where('team_id', input.teamId)
    .whereIn('quote_id', quoteIds)
    .delete()
  return created
}
