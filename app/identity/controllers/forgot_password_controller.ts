import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import limiter from '@adonisjs/limiter/services/main'
import { forgotPasswordValidator } from '#identity/validators/auth_validators'
import { requestPasswordReset } from '#identity/actions/request_password_reset'

/**
 * "Forgot your password?": always the same neutral answer, whether or not
 * an account has that e-mail (no way to find out who is registered).
 * Throttled per e-mail + IP (3 requests per 15 minutes).
 */
export default class ForgotPasswordController {
  async create({ inertia, session }: HttpContext) {
    return inertia.render('auth/forgot_password', {
      status: (session.flashMessages.get('status') as string | undefined) ?? null,
    })
  }

  async store({ request, response, session, i18n }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await limiter
      .use({ requests: 3, duration: '15 minutes' })
      .consume(`forgot-password:${email.toLowerCase()}:${request.ip()}`)

    const requested = await requestPasswordReset(email)
    if (requested) {
      await emitter.emit('user:password_reset_requested', {
        userId: requested.user.id,
        token: requested.token,
      })
    }
    session.flash('status', i18n.t('auth.forgot.sent'))
    return response.redirect().toRoute('password.request')
  }
}
