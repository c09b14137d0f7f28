import type { HttpContext } from '@adonisjs/core/http'
import { confirmTwoFactorValidator } from '#identity/validators/profile_validators'
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
} from '#identity/actions/two_factor'
import { fieldError } from '#core/http/field_error'
import { SHOW_RECOVERY_CODES } from '#identity/controllers/profile_controller'

/**
 * Two-factor authentication settings (all behind `passwordConfirmed`):
 * enable (new secret, QR code shown) -> confirm with a code (recovery codes
 * shown once) -> show or regenerate recovery codes -> disable.
 */
export default class TwoFactorController {
  async enable({ auth, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.hasTwoFactor) {
      session.flash('error', i18n.t('profile.two_factor.already_enabled'))
      return response.redirect().toPath('/user/profile')
    }
    await enableTwoFactor(user)
    return response.redirect().toPath('/user/profile')
  }

  async confirm({ auth, request, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const { code } = await request.validateUsing(confirmTwoFactorValidator)
    const result = await confirmTwoFactor(user, code)
    if (!result.ok) {
      if (result.error === 'invalid_code')
        throw fieldError('code', i18n.t('profile.two_factor.invalid_code'))
      session.flash('error', i18n.t(`profile.two_factor.${result.error}`))
      return response.redirect().toPath('/user/profile')
    }
    session.flash(SHOW_RECOVERY_CODES, true)
    session.flash('success', i18n.t('profile.two_factor.enabled'))
    return response.redirect().toPath('/user/profile')
  }

  async disable({ auth, response, session, i18n }: HttpContext) {
    await disableTwoFactor(auth.getUserOrFail())
    session.flash('success', i18n.t('profile.two_factor.disabled'))
    return response.redirect().toPath('/user/profile')
  }

  async showRecoveryCodes({ response, session }: HttpContext) {
    session.flash(SHOW_RECOVERY_CODES, true)
    return response.redirect().toPath('/user/profile')
  }

  async regenerateRecoveryCodes({ auth, response, session, i18n }: HttpContext) {
    const result = await regenerateRecoveryCodes(auth.getUserOrFail())
    if (!result.ok) {
      session.flash('error', i18n.t('profile.two_factor.not_enabled'))
      return response.redirect().toPath('/user/profile')
    }
    session.flash(SHOW_RECOVERY_CODES, true)
    session.flash('success', i18n.t('profile.two_factor.codes_regenerated'))
    return response.redirect().toPath('/user/profile')
  }
}
