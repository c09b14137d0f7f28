import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { twoFactorChallengeValidator } from '#identity/validators/auth_validators'
import { passTwoFactorChallenge } from '#identity/actions/two_factor'
import { fieldError, secondsUntilRetry } from '#core/http/field_error'
import { pendingLoginUserId, safeLocalPath, signIn } from '#identity/support/session_security'

/**
 * Second sign-in step for users with two-factor authentication: a code from
 * the authenticator app or a one-time recovery code. Throttled per pending
 * user + IP (5 wrong codes per minute, then 5 minutes blocked).
 */
export default class TwoFactorChallengeController {
  async create(ctx: HttpContext) {
    const { inertia, response, session, i18n } = ctx
    if (pendingLoginUserId(ctx) === null) {
      session.flash('error', i18n.t('auth.two_factor.expired'))
      return response.redirect('/login')
    }
    return inertia.render('auth/two_factor_challenge', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const userId = pendingLoginUserId(ctx)
    if (userId === null) {
      session.flash('error', i18n.t('auth.two_factor.expired'))
      return response.redirect('/login')
    }
    const { code, recoveryCode } = await request.validateUsing(twoFactorChallengeValidator)
    const field = code ? 'code' : 'recoveryCode'

    const [throttled, result] = await limiter
      .use({ requests: 5, duration: '1 minute', blockDuration: '5 minutes' })
      .penalize(`two-factor:${userId}:${request.ip()}`, async () => {
        const outcome = await passTwoFactorChallenge(userId, { code, recoveryCode })
        if (!outcome.ok)
          throw fieldError(
            field,
            i18n.t(`auth.two_factor.invalid_${field === 'code' ? 'code' : 'recovery_code'}`)
          )
        return outcome
      })
    if (throttled)
      throw fieldError(field, i18n.t('auth.throttled', { seconds: secondsUntilRetry(throttled) }))

    await signIn(ctx, result.user)
    session.flash(
      'success',
      result.usedRecoveryCode
        ? i18n.t('auth.two_factor.recovery_code_used')
        : i18n.t('auth.login.welcome', { name: result.user.fullName })
    )
    return response.redirect().toPath(safeLocalPath(session.pull('intended')) ?? '/home')
  }
}
