import type { HttpContext } from '@adonisjs/core/http'

import NotFoundException from '#core/exceptions/not_found_exception'
import { orderListFilters } from '#ordering/validators/ordering_validators'
import { listOrders, orderDetail } from '#ordering/queries/orders'

/** Staff: every team's orders. */
export default class AdminOrdersController {
  async index(ctx: HttpContext) {
    const filters = await orderListFilters(ctx.request.qs())
    return ctx.inertia.render('admin/orders/index', {
      orders: await listOrders(null, filters),
      filters: { state: filters.state, q: filters.q },
    })
  }

  async show(ctx: HttpContext) {
    const order = await orderDetail(ctx.params.id, null)
    if (!order) throw new NotFoundException()
    return ctx.inertia.render('admin/orders/show', { order })
  }
}
