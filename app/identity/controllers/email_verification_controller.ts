import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { markEmailVerified } from '#identity/actions/mark_email_verified'
import { VERIFY_EMAIL_PURPOSE } from '#identity/support/links'
import { secondsUntilRetry } from '#core/http/field_error'

/**
 * E-mail verification: the notice page (with a throttled "send again"), and
 * the signed, 24-hour link from the e-mail.
 */
export default class EmailVerificationController {
  async notice({ inertia, auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.emailVerifiedAt) return response.redirect('/home')
    return inertia.render('auth/verify_email', { email: user.email })
  }

  /** Sends the link again: at most 3 times per 10 minutes per user. */
  async resend({ auth, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.emailVerifiedAt) return response.redirect('/home')
    try {
      await limiter.use({ requests: 3, duration: '10 minutes' }).consume(`verify-email:${user.id}`)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      session.flash('error', i18n.t('auth.throttled', { seconds: secondsUntilRetry(error) }))
      return response.redirect().toPath('/verify-email')
    }
    await emitter.emit('user:verification_requested', { userId: user.id })
    session.flash('success', i18n.t('auth.verify.sent'))
    return response.redirect().toPath('/verify-email')
  }

  async verify({ request, params, inertia, response, session, auth, i18n }: HttpContext) {
    if (!request.hasValidSignature(VERIFY_EMAIL_PURPOSE)) {
      response.status(403)
      return inertia.render('auth/link_invalid', { kind: 'verify_email', reason: 'invalid' })
    }
    const result = await markEmailVerified({
      userId: Number(params.id),
      hash: String(params.hash ?? ''),
    })
    if (!result.ok) {
      response.status(403)
      return inertia.render('auth/link_invalid', { kind: 'verify_email', reason: 'invalid' })
    }
    session.flash(
      'success',
      i18n.t(result.alreadyVerified ? 'auth.verify.already' : 'auth.verify.done')
    )
    const signedIn = await auth.use('web').check()
    return response.redirect().toPath(signedIn ? '/home' : '/login')
  }
}
