import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import hash from '@adonisjs/core/services/hash'
import { confirmPasswordValidator } from '#identity/validators/auth_validators'
import { fieldError } from '#core/http/field_error'
import { limitFailedAttempts } from '#identity/support/throttle'
import {
  markPasswordConfirmed,
  PASSWORD_CONFIRM_INTENDED,
  safeLocalPath,
} from '#identity/support/session_security'

/**
 * "Confirm your password" before sensitive settings (see the
 * passwordConfirmed middleware); then back to where the user was going.
 * Wrong passwords are throttled per user (5 per minute, then 5 minutes).
 */
export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { password } = await ctx.request.validateUsing(confirmPasswordValidator)
    const key = `confirm-password:${user.id}`
    await limitFailedAttempts(ctx, { key, field: 'password' }, async () => {
      if (!(await hash.use('scrypt').verify(user.password, password))) {
        throw fieldError('password', ctx.i18n.t('auth.confirm.wrong_password'))
      }
    })
    markPasswordConfirmed(ctx)
    const intended =
      safeLocalPath(ctx.session.pull(PASSWORD_CONFIRM_INTENDED)) ?? urlFor('profile.show')
    return ctx.response.redirect().toPath(intended)
  }
}
