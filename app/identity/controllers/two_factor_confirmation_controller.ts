import type { HttpContext } from '@adonisjs/core/http'
import { confirmTwoFactorValidator } from '#identity/validators/profile_validators'
import { confirmTwoFactor } from '#identity/actions/two_factor'
import { fieldError } from '#core/http/field_error'
import { SHOW_RECOVERY_CODES } from '#identity/support/session_security'

/** A code from the authenticator app turns two-factor on; the recovery codes are shown once. */
export default class TwoFactorConfirmationController {
  async store({ auth, request, response, session, i18n }: HttpContext) {
    const { code } = await request.validateUsing(confirmTwoFactorValidator)
    const result = await confirmTwoFactor(auth.getUserOrFail(), code)
    if (!result.ok && result.error === 'invalid_code') {
      throw fieldError('code', i18n.t('profile.two_factor.invalid_code'))
    }
    if (result.ok) {
      session.flash(SHOW_RECOVERY_CODES, true)
      session.flash('success', i18n.t('profile.two_factor.enabled'))
    } else {
      session.flash('error', i18n.t(`profile.two_factor.${result.error}`))
    }
    return response.redirect().toRoute('profile.show')
  }
}
