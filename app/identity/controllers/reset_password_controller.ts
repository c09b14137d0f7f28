import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import { resetPasswordValidator } from '#identity/validators/auth_validators'
import { findPasswordResetToken, resetPassword } from '#identity/actions/reset_password'
import { RESET_PASSWORD_PURPOSE } from '#identity/support/links'
import { logOutSessions } from '#identity/actions/log_out_sessions'

/**
 * The link of the reset e-mail: signed (60 minutes) and carrying a random
 * single-use token. A tampered, expired or used link shows a clear page with
 * a way to ask for a new one. A successful reset signs the user out
 * everywhere and sends them to the login page.
 */
export default class ResetPasswordController {
  async create({ inertia, request, response, params }: HttpContext) {
    if (!request.hasValidSignature(RESET_PASSWORD_PURPOSE)) {
      response.status(403)
      return inertia.render('auth/link_invalid', { kind: 'reset_password', reason: 'invalid' })
    }
    const found = await findPasswordResetToken(String(params.token ?? ''))
    if (!found.ok) {
      response.status(410)
      return inertia.render('auth/link_invalid', { kind: 'reset_password', reason: found.error })
    }
    const user = await found.row.related('user').query().firstOrFail()
    return inertia.render('auth/reset_password', { token: String(params.token), email: user.email })
  }

  async store({ request, response, session, i18n }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    const result = await resetPassword({ token, password })
    if (!result.ok) {
      session.flash('error', i18n.t(`auth.reset.${result.error}`))
      return response.redirect().toRoute('password.request')
    }
    const sessions = await app.container.make(SessionCollection)
    await logOutSessions(sessions, result.user.id)
    session.flash('success', i18n.t('auth.reset.done'))
    return response.redirect().toRoute('session.create')
  }
}
