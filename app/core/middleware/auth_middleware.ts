import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { touchActivity } from '#identity/support/session_security'

/**
 * Requires a signed-in user (web guard); guests go to /login (and come back
 * to the page they asked for after signing in). Keeps the session's last
 * activity (shown in the profile's browser sessions list) fresh.
 */
export default class AuthMiddleware {
  get redirectTo() {
    return urlFor('session.create')
  }

  async handle(ctx: HttpContext, next: NextFn) {
    if (!(await ctx.auth.use('web').check())) {
      if (ctx.request.method() === 'GET' && !ctx.request.header('x-inertia-partial-data')) {
        ctx.session.put('intended', ctx.request.url(true))
      }
    }
    await ctx.auth.authenticateUsing(['web'], { loginRoute: this.redirectTo })
    touchActivity(ctx)
    return next()
  }
}
