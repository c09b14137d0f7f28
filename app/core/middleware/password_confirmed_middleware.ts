import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { isPasswordConfirmationFresh } from '#identity/domain/password_confirmation'
import {
  PASSWORD_CONFIRMED_AT,
  PASSWORD_CONFIRM_INTENDED,
  previousLocalPath,
  safeLocalPath,
} from '#identity/support/session_security'

/**
 * Sensitive settings need the password typed in the last 3 hours. Otherwise
 * the intended URL is remembered (for a form submission: the page it was
 * sent from) and the user goes to /user/confirm-password, then back there.
 * Use after `auth`.
 */
export default class PasswordConfirmedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isPasswordConfirmationFresh(ctx.session.get(PASSWORD_CONFIRMED_AT))) {
      return next()
    }
    const intended =
      ctx.request.method() === 'GET' ? safeLocalPath(ctx.request.url(true)) : previousLocalPath(ctx)
    ctx.session.put(PASSWORD_CONFIRM_INTENDED, intended ?? urlFor('profile.show'))
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
