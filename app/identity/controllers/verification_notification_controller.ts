import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { secondsUntilRetry } from '#core/http/field_error'

/** "Send the link again": at most 3 times per 10 minutes per user. */
export default class VerificationNotificationController {
  async store({ auth, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.emailVerifiedAt) return response.redirect().toRoute('site.home')
    try {
      await limiter.use({ requests: 3, duration: '10 minutes' }).consume(`verify-email:${user.id}`)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      session.flash('error', i18n.t('auth.throttled', { seconds: secondsUntilRetry(error) }))
      return response.redirect().toRoute('verification.notice')
    }
    await emitter.emit('user:verification_requested', { userId: user.id })
    session.flash('success', i18n.t('auth.verify.sent'))
    return response.redirect().toRoute('verification.notice')
  }
}
