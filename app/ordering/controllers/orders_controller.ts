import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'

import NotFoundException from '#core/exceptions/not_found_exception'
import { orderListFilters } from '#ordering/validators/ordering_validators'
import { listOrders, orderDetail } from '#ordering/queries/orders'
import { cancelOrder } from '#ordering/actions/cancel_order'

/** The dealer's orders: list, detail, cancel before assignment. */
export default class OrdersController {
  async index(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const filters = await orderListFilters(ctx.request.qs())
    return ctx.inertia.render('dealer/orders/index', {
      orders: await listOrders(team.id, { page: filters.page, state: filters.state }),
      filters: { state: filters.state },
    })
  }

  async show(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const order = await orderDetail(ctx.params.id, team.id)
    if (!order) throw new NotFoundException()
    return ctx.inertia.render('dealer/orders/show', { order })
  }

  async cancel(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const orderId = ctx.params.id
    const result = await cancelOrder({
      orderId,
      teamId: team.id,
      actor: { kind: 'dealer', userId: ctx.auth.user!.id },
    })
    if (!result.ok) {
      if (result.error === 'order_not_found') throw new NotFoundException()
      ctx.session.flash('error', ctx.i18n.t(`ordering.errors.${result.error}`))
      return ctx.response.redirect(`/dealer/orders/${orderId}`)
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t('ordering.flash.refunded', { reference: result.value.reference })
    )
    return ctx.response.redirect(`/dealer/orders/${orderId}`)
  }
}
