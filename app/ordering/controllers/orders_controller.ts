import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { orderListFilters } from '#ordering/validators/ordering_validators'
import { listOrders, orderPage, orderScopeOf } from '#ordering/queries/orders'
import OrderTransformer from '#ordering/transformers/order_transformer'
import { bankTransferAccount } from '#ordering/queries/bank_transfer'
import { cardPaymentsEnabled } from '#wallet/card/card_gateway'

/** An order waiting for its card payment: may it be paid (again) on Stripe's page, and how the last try went. */
function cardPayment(order: { state: string; paymentMethod: string }, qs: Record<string, unknown>) {
  if (order.state !== 'pending_payment' || order.paymentMethod !== 'card') return null
  const returned =
    qs.card === 'success' || qs.card === 'cancelled' ? (qs.card as 'success' | 'cancelled') : null
  return { enabled: cardPaymentsEnabled(), returned }
}

/** The dealer's orders: list and page (cancelling is OrderCancellationsController). */
export default class OrdersController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('OrderPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = await orderListFilters(ctx.request.qs())
    const scope = orderScopeOf(ctx.currentTeam)
    const orders = await listOrders(scope, { page: filters.page, state: filters.state })
    return ctx.inertia.render('dealer/orders/index', {
      orders: OrderTransformer.paginate(orders.data, orders.meta),
      filters: { state: filters.state },
    })
  }

  async show(ctx: HttpContext) {
    const order = found(await orderPage(ctx.params.id, orderScopeOf(ctx.currentTeam)))
    const policy = ctx.bouncer.with('OrderPolicy')
    await policy.authorize('view', ctx.currentTeam, order)
    return ctx.inertia.render('dealer/orders/show', {
      order: OrderTransformer.transform(order).useVariant('forDetail'),
      can: { cancel: await policy.allows('cancel', ctx.currentTeam, order) },
      bankAccount: order.state === 'pending_payment' ? await bankTransferAccount() : null,
      cardPayment: cardPayment(order, ctx.request.qs()),
    })
  }
}
