import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#identity/models/user'
import { loginValidator } from '#identity/validators/auth_validators'
import { limitFailedAttempts } from '#identity/support/throttle'
import { completeSignIn, signOut, startPendingLogin } from '#identity/support/session_security'
import Team from '#teams/models/team'
import { IMPERSONATION_KEY, impersonationOf } from '#core/http/impersonation'
import { stopImpersonation } from '#users_admin/actions/impersonation'

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
    const { request, response, i18n } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const key = `login:${email.toLowerCase()}:${request.ip()}`
    const user = await limitFailedAttempts(ctx, { key, field: 'email', rule: 'throttle' }, () =>
      User.verifyCredentials(email, password)
    )
    if (!user.hasTwoFactor) {
      return completeSignIn(ctx, user, i18n.t('auth.login.welcome', { name: user.fullName }))
    }
    startPendingLogin(ctx, user)
    return response.redirect().toRoute('two_factor.challenge')
  }

  /**
   * Signs out, clears the browser history of signed-in pages and reloads
   * fully on /login. Signing out while impersonating ends the impersonation
   * too: audited like stopping it, and nobody is signed back in.
   */
  async destroy(ctx: HttpContext) {
    const { session, i18n, inertia, request, response } = ctx
    const impersonation = impersonationOf(ctx)
    if (impersonation) {
      const { impersonatorId, teamId, startedAt } = impersonation
      const team = await Team.find(teamId)
      await stopImpersonation(impersonatorId, ctx.auth.user!, team, startedAt, 'signed_out')
      session.forget(IMPERSONATION_KEY)
    }
    await signOut(ctx)
    session.flash('success', i18n.t('auth.logout.done'))
    if (!request.header('x-inertia')) return response.redirect().toRoute('session.create')
    inertia.clearHistory()
    return inertia.location(urlFor('session.create'))
  }
}
