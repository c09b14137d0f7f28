import type { HttpContext } from '@adonisjs/core/http'
import { buyNowValidator } from '#marketplace/validators/marketplace_validators'
import { buyNow } from '#marketplace/actions/buy_now'

/** Transporter area: take a transport at its shown payout (buy-now). */
export default class BuyNowController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('take', ctx.currentTeam)
    const input = await ctx.request.validateUsing(buyNowValidator)
    const result = await buyNow({
      transportId: ctx.params.id,
      teamId: ctx.currentTeam.team.id,
      userId: ctx.auth.user!.id,
      expectedVersion: input.stateVersion,
    })
    if (!result.ok) return refuse(ctx, result.error)
    const { id, reference } = result.value
    ctx.session.flash('success', ctx.i18n.t('marketplace.flash.taken', { reference }))
    return ctx.response.redirect().toRoute('transporter.transports.show', { id })
  }
}

/** Back to the list with the translated reason. */
export function refuse(ctx: HttpContext, reason: string) {
  ctx.session.flash('error', ctx.i18n.t(`marketplace.errors.${reason}`))
  return ctx.response.redirect().toRoute('transporter.marketplace.index')
}
