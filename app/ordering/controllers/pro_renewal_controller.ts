import type { HttpContext } from '@adonisjs/core/http'
import { setProRenewal } from '#ordering/actions/pro_subscription'
import { proRenewalValidator } from '#ordering/validators/ordering_validators'

/** The pro plan's monthly renewal stopped or resumed (owners and admins); the paid month runs to its end. */
export default class ProRenewalController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('PlanPolicy').authorize('upgrade', ctx.currentTeam)
    const { renews } = await ctx.request.validateUsing(proRenewalValidator)
    const result = await setProRenewal({ teamId: ctx.currentTeam.team.id, renews })
    const message = result.ok
      ? `ordering.flash.pro_renewal_${renews ? 'on' : 'off'}`
      : 'ordering.errors.not_pro'
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(message))
    return ctx.response.redirect().toRoute('dealer.suppliers.pro')
  }
}
