import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { rejectionValidator } from '#onboarding/validators/onboarding_validators'
import { findApplication } from '#onboarding/queries/applications'
import { approveApplication, rejectApplication } from '#onboarding/actions/decide_application'

/** Staff's decision on a submitted application: approve (team + owner invitation) or reject. */
export default class ApplicationDecisionsController {
  async approve(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('review', ctx.currentTeam)
    const application = found(await findApplication(ctx.params.id))
    const result = await approveApplication(application.id, ctx.auth.user!)
    const key = result.ok ? 'onboarding.flash.approved' : `onboarding.errors.${result.error}`
    ctx.session.flash(
      result.ok ? 'success' : 'error',
      ctx.i18n.t(key, { email: application.contactEmail })
    )
    return ctx.response.redirect().toRoute('admin.onboarding.show', { id: application.id })
  }

  async reject(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('review', ctx.currentTeam)
    const application = found(await findApplication(ctx.params.id))
    const { reason } = await ctx.request.validateUsing(rejectionValidator)
    const result = await rejectApplication(application.id, ctx.auth.user!, reason)
    const key = result.ok ? 'onboarding.flash.rejected' : `onboarding.errors.${result.error}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
    return ctx.response.redirect().toRoute('admin.onboarding.show', { id: application.id })
  }
}
