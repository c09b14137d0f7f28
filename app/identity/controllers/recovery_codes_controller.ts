import type { HttpContext } from '@adonisjs/core/http'
import { regenerateRecoveryCodes } from '#identity/actions/two_factor'
import { SHOW_RECOVERY_CODES } from '#identity/support/session_security'

/** The two-factor recovery codes: shown once on the profile, or replaced by new ones. */
export default class RecoveryCodesController {
  async show({ response, session }: HttpContext) {
    session.flash(SHOW_RECOVERY_CODES, true)
    return response.redirect().toRoute('profile.show')
  }

  async store({ auth, response, session, i18n }: HttpContext) {
    const result = await regenerateRecoveryCodes(auth.getUserOrFail())
    if (!result.ok) {
      session.flash('error', i18n.t('profile.two_factor.not_enabled'))
      return response.redirect().toRoute('profile.show')
    }
    session.flash(SHOW_RECOVERY_CODES, true)
    session.flash('success', i18n.t('profile.two_factor.codes_regenerated'))
    return response.redirect().toRoute('profile.show')
  }
}
