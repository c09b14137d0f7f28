import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'

import NotFoundException from '#core/exceptions/not_found_exception'
import { addToCartValidator, checkoutValidator } from '#ordering/validators/ordering_validators'
import { addToCart, removeFromCart } from '#ordering/actions/manage_cart'
import { checkout } from '#ordering/actions/checkout'
import { cartOf } from '#ordering/queries/cart'
import { balanceOf } from '#wallet/queries/balance'

/** The dealer's cart: quotes waiting to be paid, and the checkout. */
export default class CartController {
  async show(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const [cart, balanceCents] = await Promise.all([cartOf(team.id), balanceOf(team.id)])
    return ctx.inertia.render('dealer/cart/show', { cart, balanceCents })
  }

  async store(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const { quoteId } = await ctx.request.validateUsing(addToCartValidator)
    const result = await addToCart({ teamId: team.id, userId: ctx.auth.user!.id, quoteId })
    if (!result.ok) {
      if (result.error === 'quote_not_found') throw new NotFoundException()
      ctx.session.flash('error', ctx.i18n.t(`ordering.errors.${result.error}`))
      return ctx.response.redirect().back('/dealer/cart')
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t(result.value.added ? 'ordering.flash.added' : 'ordering.flash.already_in_cart')
    )
    return ctx.response.redirect().back('/dealer/cart')
  }

  async destroy(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const result = await removeFromCart({ teamId: team.id, itemId: ctx.params.id })
    if (!result.ok) throw new NotFoundException()
    ctx.session.flash('success', ctx.i18n.t('ordering.flash.removed'))
    return ctx.response.redirect('/dealer/cart')
  }

  async checkout(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const input = await ctx.request.validateUsing(checkoutValidator)
    const result = await checkout({
      teamId: team.id,
      userId: ctx.auth.user!.id,
      paymentMethod: input.paymentMethod,
      expectedGrossCents: input.expectedGrossCents ?? null,
    })
    if (!result.ok) {
      ctx.session.flash('error', ctx.i18n.t(`ordering.errors.${result.error}`))
      return ctx.response.redirect('/dealer/cart')
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t('ordering.flash.paid', { reference: result.value.reference })
    )
    return ctx.response.redirect(`/dealer/orders/${result.value.id}`)
  }
}
