import type { HttpContext } from '@adonisjs/core/http'
import { generalSettingsValidator } from '#settings/validators/settings_validators'
import { updateGeneralSettings } from '#settings/actions/update_general_settings'
import { i18nFor } from '#core/i18n'
import UserTransformer from '#identity/transformers/user_transformer'

/** Settings → General: full name and interface language (applies from the next page on). */
export default class GeneralSettingsController {
  async show({ inertia, auth }: HttpContext) {
    return inertia.render('account/settings/general', {
      settings: UserTransformer.transform(auth.getUserOrFail()).useVariant('forSettings'),
    })
  }

  async update({ request, response, auth, session }: HttpContext) {
    const input = await request.validateUsing(generalSettingsValidator)
    await updateGeneralSettings(auth.getUserOrFail(), input)
    /* The guest-side choice follows too, so the language stays after signing out. */
    response.cookie('locale', input.locale, { maxAge: '1y', httpOnly: true, sameSite: 'lax' })
    session.flash('success', i18nFor(input.locale).t('settings.general.saved'))
    return response.redirect().toRoute('settings.general')
  }
}
