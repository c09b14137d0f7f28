import type { HttpContext } from '@adonisjs/core/http'
import { checkoutValidator } from '#ordering/validators/ordering_validators'
import { checkout } from '#ordering/actions/checkout'
import { redirectToCardCheckout } from '#ordering/controllers/card_checkout'

/** Pays the dealer's cart from the team's wallet, or orders it to be paid by bank transfer or by card (see the action). */
export default class CheckoutController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('CartPolicy').authorize('checkout', ctx.currentTeam)
    const input = await ctx.request.validateUsing(checkoutValidator)
    const payer = { teamId: ctx.currentTeam.team.id, userId: ctx.auth.user!.id }
    const result = await checkout({ ...input, ...payer })
    if (!result.ok) {
      ctx.session.flash('error', ctx.i18n.t(`ordering.errors.${result.error}`))
      return ctx.response.redirect().toRoute('dealer.cart.show')
    }
    if (result.value.paymentMethod === 'card') return redirectToCardCheckout(ctx, result.value)
    const { id, reference, state } = result.value
    const message = state === 'paid' ? 'paid' : 'transfer_pending'
    ctx.session.flash('success', ctx.i18n.t(`ordering.flash.${message}`, { reference }))
    return ctx.response.redirect().toRoute('dealer.orders.show', { id })
  }
}
