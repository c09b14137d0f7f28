import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import { confirmPasswordValidator } from '#identity/validators/auth_validators'
import { fieldError, secondsUntilRetry } from '#core/http/field_error'
import {
  markPasswordConfirmed,
  PASSWORD_CONFIRM_INTENDED,
  safeLocalPath,
} from '#identity/support/session_security'

/**
 * "Confirm your password" before sensitive settings (see the
 * passwordConfirmed middleware); then back to where the user was going.
 */
export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session, auth, i18n } = ctx
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const [throttled] = await limiter
      .use({ requests: 5, duration: '1 minute', blockDuration: '5 minutes' })
      .penalize(`confirm-password:${user.id}`, async () => {
        if (!(await hash.use('scrypt').verify(user.password, password))) {
          throw fieldError('password', i18n.t('auth.confirm.wrong_password'))
        }
      })
    if (throttled)
      throw fieldError(
        'password',
        i18n.t('auth.throttled', { seconds: secondsUntilRetry(throttled) })
      )

    markPasswordConfirmed(ctx)
    const intended = safeLocalPath(session.pull(PASSWORD_CONFIRM_INTENDED)) ?? '/user/profile'
    return response.redirect().toPath(intended)
  }
}
