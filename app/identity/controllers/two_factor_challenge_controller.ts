import type { HttpContext } from '@adonisjs/core/http'
import { twoFactorChallengeValidator } from '#identity/validators/auth_validators'
import { passTwoFactorChallenge } from '#identity/actions/two_factor'
import { fieldError } from '#core/http/field_error'
import { limitFailedAttempts } from '#identity/support/throttle'
import { completeSignIn, pendingLoginUserId } from '#identity/support/session_security'

/**
 * Second sign-in step for users with two-factor authentication: a code from
 * the authenticator app (accepted once) or a one-time recovery code.
 * Throttled per pending user + IP (5 wrong codes per minute, then 5 minutes
 * blocked).
 */
export default class TwoFactorChallengeController {
  async create(ctx: HttpContext) {
    if (pendingLoginUserId(ctx) === null) return this.expired(ctx)
    return ctx.inertia.render('auth/two_factor_challenge', {})
  }

  async store(ctx: HttpContext) {
    const { request, i18n } = ctx
    const userId = pendingLoginUserId(ctx)
    if (userId === null) return this.expired(ctx)
    const input = await request.validateUsing(twoFactorChallengeValidator)
    const [field, invalid] = input.code ? ['code', 'code'] : ['recoveryCode', 'recovery_code']
    const key = `two-factor:${userId}:${request.ip()}`
    const { user, usedRecoveryCode } = await limitFailedAttempts(ctx, { key, field }, async () => {
      const outcome = await passTwoFactorChallenge(userId, input)
      if (!outcome.ok) throw fieldError(field, i18n.t(`auth.two_factor.invalid_${invalid}`))
      return outcome
    })
    return completeSignIn(ctx, user, this.welcome(ctx, user.fullName, usedRecoveryCode))
  }

  private welcome({ i18n }: HttpContext, name: string, usedRecoveryCode: boolean) {
    return usedRecoveryCode
      ? i18n.t('auth.two_factor.recovery_code_used')
      : i18n.t('auth.login.welcome', { name })
  }

  /** No pending sign-in, or one older than 10 minutes: start again. */
  private expired({ session, i18n, response }: HttpContext) {
    session.flash('error', i18n.t('auth.two_factor.expired'))
    return response.redirect().toRoute('session.create')
  }
}
