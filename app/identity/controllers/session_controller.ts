import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import User from '#identity/models/user'
import { loginValidator } from '#identity/validators/auth_validators'

/**
 * Sign in and out. Failed attempts are throttled per e-mail + IP
 * (5 per minute, then blocked for 5 minutes) with a translated field error.
 */
export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session, auth, i18n } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const key = `login:${email.toLowerCase()}:${request.ip()}`
    const loginLimiter = limiter.use({ requests: 5, duration: '1 minute', blockDuration: '5 minutes' })

    const [throttled, user] = await loginLimiter.penalize(key, () => User.verifyCredentials(email, password))
    if (throttled) throw throttled
    await loginLimiter.delete(key)

    if (user.hasTwoFactor) {
      session.put('login.id', user.id)
      return response.redirect('/two-factor-challenge')
    }

    await auth.use('web').login(user)
    session.regenerate()
    session.flash('success', i18n.t('auth.login.welcome', { name: user.fullName }))
    return response.redirect().toPath(session.pull('intended', '/home'))
  }

  /** Signs out, clears the browser history of signed-in pages and reloads fully on /login. */
  async destroy({ auth, session, i18n, inertia, request, response }: HttpContext) {
    await auth.use('web').logout()
    session.flash('success', i18n.t('auth.logout.done'))
    if (!request.header('x-inertia')) return response.redirect('/login')
    inertia.clearHistory()
    return inertia.location('/login')
  }
}
