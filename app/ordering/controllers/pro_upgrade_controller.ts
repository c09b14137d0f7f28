import type { HttpContext } from '@adonisjs/core/http'
import { upgradeToPro } from '#ordering/actions/pro_subscription'

/** "Upgrade to pro" from the suppliers page, paid from the wallet (owners and admins). */
export default class ProUpgradeController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('PlanPolicy').authorize('upgrade', ctx.currentTeam)
    const result = await upgradeToPro({
      teamId: ctx.currentTeam.team.id,
      userId: ctx.auth.user!.id,
    })
    ctx.session.flash(
      result.ok ? 'success' : 'error',
      ctx.i18n.t(result.ok ? 'ordering.flash.pro' : `ordering.errors.${result.error}`)
    )
    return ctx.response.redirect().toRoute('dealer.suppliers.pro')
  }
}
