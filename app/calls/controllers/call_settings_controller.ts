import type { HttpContext } from '@adonisjs/core/http'
import { fieldError } from '#core/http/field_error'
import { callSettingsFromForm } from '#calls/domain/call_settings'
import { currentCallSettings } from '#calls/queries/call_settings'
import { updateCallSettings } from '#calls/actions/update_call_settings'
import { callSettingsValidator } from '#calls/validators/call_validators'
import CallSettingsTransformer from '#calls/transformers/call_settings_transformer'

/** Admin → Settings → Calls: when staff take calls, the notice and how far ahead one books. */
export default class CallSettingsController {
  async show(ctx: HttpContext) {
    const policy = ctx.bouncer.with('CallPolicy')
    await policy.authorize('viewSettings', ctx.currentTeam)
    return ctx.inertia.render('admin/settings/calls', {
      settings: CallSettingsTransformer.transform(await currentCallSettings()),
      can: { update: await policy.allows('configure', ctx.currentTeam) },
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('CallPolicy').authorize('configure', ctx.currentTeam)
    const settings = callSettingsFromForm(await ctx.request.validateUsing(callSettingsValidator))
    if (!settings.ok && settings.error === 'no_hours')
      throw fieldError('openingHours', ctx.i18n.t('calls.settings.no_hours'))
    if (!settings.ok)
      throw fieldError(`openingHours.${settings.error}`, ctx.i18n.t('calls.settings.weekend'))
    await updateCallSettings(settings.value, ctx.auth.user!.id)
    ctx.session.flash('success', ctx.i18n.t('calls.settings.saved'))
    return ctx.response.redirect().toRoute('admin.settings.calls')
  }
}
