import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import User from '#identity/models/user'
import { loginValidator } from '#identity/validators/auth_validators'
import { fieldError, secondsUntilRetry } from '#core/http/field_error'
import {
  safeLocalPath,
  signIn,
  signOut,
  startPendingLogin,
} from '#identity/support/session_security'

/**
 * Sign in and out. Failed attempts are throttled per e-mail + IP
 * (5 per minute, then blocked for 5 minutes) with a translated field error
 * on the e-mail field. Users with two-factor authentication go on to
 * the challenge page before they are signed in.
 */
export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const key = `login:${email.toLowerCase()}:${request.ip()}`
    const loginLimiter = limiter.use({
      requests: 5,
      duration: '1 minute',
      blockDuration: '5 minutes',
    })

    const [throttled, user] = await loginLimiter.penalize(key, () =>
      User.verifyCredentials(email, password)
    )
    if (throttled)
      throw fieldError(
        'email',
        i18n.t('auth.throttled', { seconds: secondsUntilRetry(throttled) }),
        'throttle'
      )

    if (user.hasTwoFactor) {
      startPendingLogin(ctx, user)
      return response.redirect('/two-factor-challenge')
    }

    await signIn(ctx, user)
    session.flash('success', i18n.t('auth.login.welcome', { name: user.fullName }))
    return response.redirect().toPath(safeLocalPath(session.pull('intended')) ?? '/home')
  }

  /** Signs out, clears the browser history of signed-in pages and reloads fully on /login. */
  async destroy(ctx: HttpContext) {
    const { session, i18n, inertia, request, response } = ctx
    await signOut(ctx)
    session.flash('success', i18n.t('auth.logout.done'))
    if (!request.header('x-inertia')) return response.redirect('/login')
    inertia.clearHistory()
    return inertia.location('/login')
  }
}
