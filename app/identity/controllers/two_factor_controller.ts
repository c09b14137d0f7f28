import type { HttpContext } from '@adonisjs/core/http'
import { disableTwoFactor, enableTwoFactor } from '#identity/actions/two_factor'

/**
 * Turning two-factor authentication on (a new secret: the profile shows its
 * QR code, to be confirmed with a code) and off. Behind `passwordConfirmed`.
 */
export default class TwoFactorController {
  async store({ auth, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.hasTwoFactor) {
      session.flash('error', i18n.t('profile.two_factor.already_enabled'))
      return response.redirect().toRoute('profile.show')
    }
    await enableTwoFactor(user)
    return response.redirect().toRoute('profile.show')
  }

  async destroy({ auth, response, session, i18n }: HttpContext) {
    await disableTwoFactor(auth.getUserOrFail())
    session.flash('success', i18n.t('profile.two_factor.disabled'))
    return response.redirect().toRoute('profile.show')
  }
}
