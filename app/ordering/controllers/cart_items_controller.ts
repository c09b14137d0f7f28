import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import NotFoundException from '#core/exceptions/not_found_exception'
import { addToCartValidator } from '#ordering/validators/ordering_validators'
import { addToCart, removeFromCart } from '#ordering/actions/manage_cart'

/** Quotes in and out of the dealer's cart (a quote or item of another team: 404). */
export default class CartItemsController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('CartPolicy').authorize('manage', ctx.currentTeam)
    const { quoteId } = await ctx.request.validateUsing(addToCartValidator)
    const input = { teamId: ctx.currentTeam.team.id, userId: ctx.auth.user!.id, quoteId }
    const result = await addToCart(input)
    if (!result.ok && result.error === 'quote_not_found') throw new NotFoundException()
    const message = result.ok
      ? result.value.added
        ? 'ordering.flash.added'
        : 'ordering.flash.already_in_cart'
      : `ordering.errors.${result.error}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(message))
    return ctx.response.redirect().back(urlFor('dealer.cart.show'))
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('CartPolicy').authorize('manage', ctx.currentTeam)
    const result = await removeFromCart({ teamId: ctx.currentTeam.team.id, itemId: ctx.params.id })
    if (!result.ok) throw new NotFoundException()
    ctx.session.flash('success', ctx.i18n.t('ordering.flash.removed'))
    return ctx.response.redirect().toRoute('dealer.cart.show')
  }
}
