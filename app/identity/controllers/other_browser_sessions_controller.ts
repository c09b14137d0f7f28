import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import { SessionCollection } from '@adonisjs/session'
import { passwordOnlyValidator } from '#identity/validators/profile_validators'
import { logOutSessions } from '#identity/actions/log_out_sessions'
import { fieldError } from '#core/http/field_error'
import { markPasswordConfirmed } from '#identity/support/session_security'

/** "Log out other browser sessions": needs the password; this browser stays signed in. */
export default class OtherBrowserSessionsController {
  async destroy(ctx: HttpContext) {
    const { request, response, auth, session, i18n } = ctx
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(passwordOnlyValidator)
    if (!(await hash.use('scrypt').verify(user.password, password))) {
      throw fieldError('password', i18n.t('profile.sessions.wrong_password'))
    }
    markPasswordConfirmed(ctx)
    const sessions = await app.container.make(SessionCollection)
    const ended = await logOutSessions(sessions, user.id, session.sessionId)
    session.flash('success', i18n.t('profile.sessions.logged_out', { count: ended }))
    return response.redirect().toRoute('profile.show')
  }
}
