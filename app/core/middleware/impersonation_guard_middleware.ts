import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import { impersonationOf, isRefusedWhileImpersonating } from '#core/http/impersonation'

/**
 * Router middleware (every matched route): while staff impersonate a user,
 * the routes that move money or change the account's security are refused
 * with a translated reason (a form goes back with it, the API answers 403).
 */
export default class ImpersonationGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isRefusedWhileImpersonating(ctx.route?.name) && impersonationOf(ctx)) {
      throw new bouncerErrors.E_AUTHORIZATION_FAILURE(
        AuthorizationResponse.deny('Forbidden', 403).t('users_admin.impersonation.refused')
      )
    }
    return next()
  }
}
