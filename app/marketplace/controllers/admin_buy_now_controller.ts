import type { HttpContext } from '@adonisjs/core/http'
import type { Result } from '#core/result'
import { fieldError } from '#core/http/field_error'
import { buyNowFiltersOf, payoutValidator } from '#marketplace/validators/marketplace_validators'
import { buyNowRows, conversionOf } from '#marketplace/queries/buy_now_admin'
import { changePayout } from '#marketplace/actions/change_payout'
import BuyNowRowTransformer from '#marketplace/transformers/buy_now_row_transformer'

/**
 * Admin area → buy-now: the transports on the marketplace with their payout
 * (staff change it, audited on the transport's timeline) and the conversion
 * figures of a period.
 */
export default class AdminBuyNowController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('assign', ctx.currentTeam)
    const { filters, period } = await buyNowFiltersOf(ctx.request.qs())
    const page = await buyNowRows(filters)
    return ctx.inertia.render('admin/buy_now/index', {
      transports: BuyNowRowTransformer.paginate(page.data, page.meta),
      filters: { q: filters.q, sort: filters.sort, ...period },
      figures: await conversionOf(period),
    })
  }

  async updatePayout(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('assign', ctx.currentTeam)
    const { payout, ...input } = await ctx.request.validateUsing(payoutValidator)
    const result = await changePayout({
      ...input,
      transportId: ctx.params.id,
      payoutCents: payout,
      userId: ctx.auth.user!.id,
    })
    return answer(ctx, result)
  }
}

/** The change's outcome: the amount's own problems next to the field, the others as a message. */
function answer(ctx: HttpContext, result: Result<unknown, string>) {
  if (!result.ok && ['too_low', 'too_high', 'same'].includes(result.error))
    throw fieldError('payout', ctx.i18n.t(`marketplace.buy_now.errors.${result.error}`))
  const key = result.ok
    ? 'marketplace.buy_now.flash.changed'
    : `marketplace.buy_now.errors.${result.error}`
  ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
  return ctx.response.redirect().back()
}
