import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { orderListFilters } from '#ordering/validators/ordering_validators'
import { listOrders, orderPage, orderScopeOf } from '#ordering/queries/orders'
import OrderTransformer from '#ordering/transformers/order_transformer'
import { bankTransferAccount } from '#ordering/queries/bank_transfer'

/** Staff: every team's orders (list with state filter and search, page). */
export default class AdminOrdersController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('OrderPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = await orderListFilters(ctx.request.qs())
    const orders = await listOrders(orderScopeOf(ctx.currentTeam), filters)
    return ctx.inertia.render('admin/orders/index', {
      orders: OrderTransformer.paginate(orders.data, orders.meta),
      filters: { state: filters.state, q: filters.q },
    })
  }

  async show(ctx: HttpContext) {
    const order = found(await orderPage(ctx.params.id, orderScopeOf(ctx.currentTeam)))
    const policy = ctx.bouncer.with('OrderPolicy')
    await policy.authorize('view', ctx.currentTeam, order)
    return ctx.inertia.render('admin/orders/show', {
      order: OrderTransformer.transform(order).useVariant('forDetail'),
      can: {
        cancel: await policy.allows('cancel', ctx.currentTeam, order),
        receiveTransfer: await policy.allows('receiveTransfer', ctx.currentTeam),
      },
      bankAccount: order.state === 'pending_payment' ? await bankTransferAccount() : null,
    })
  }
}
