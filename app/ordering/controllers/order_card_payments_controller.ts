import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findOrder, orderScopeOf } from '#ordering/queries/orders'
import { redirectToCardCheckout } from '#ordering/controllers/card_checkout'

/** An order waiting for its card payment, paid (again) on Stripe's page: e.g. after an abandoned one. */
export default class OrderCardPaymentsController {
  async store(ctx: HttpContext) {
    const order = found(await findOrder(ctx.params.id, orderScopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('OrderPolicy').authorize('payByCard', ctx.currentTeam, order)
    return redirectToCardCheckout(ctx, order)
  }
}
