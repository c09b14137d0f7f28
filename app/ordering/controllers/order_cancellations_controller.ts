import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException, { found } from '#core/exceptions/not_found_exception'
import { findOrder, orderScopeOf } from '#ordering/queries/orders'
import { cancelOrder } from '#ordering/actions/cancel_order'

/** The dealer cancels a paid order before any transport is assigned (refunded to the wallet), or one waiting for its transfer. */
export default class OrderCancellationsController {
  async store(ctx: HttpContext) {
    const order = found(await findOrder(ctx.params.id, orderScopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('OrderPolicy').authorize('cancel', ctx.currentTeam, order)
    const actor = { kind: 'dealer' as const, userId: ctx.auth.user!.id }
    const result = await cancelOrder({ orderId: order.id, teamId: order.teamId, actor })
    if (!result.ok && result.error === 'order_not_found') throw new NotFoundException()
    const message = result.ok
      ? ctx.i18n.t(`ordering.flash.${result.value.state}`, { reference: order.reference })
      : ctx.i18n.t(`ordering.errors.${result.error}`)
    ctx.session.flash(result.ok ? 'success' : 'error', message)
    return ctx.response.redirect().toRoute('dealer.orders.show', { id: order.id })
  }
}
