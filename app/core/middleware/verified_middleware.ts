import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Requires a verified e-mail address; otherwise shows the verify-email page. */
export default class VerifiedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (user && !user.emailVerifiedAt) {
      return ctx.response.redirect().toRoute('verification.notice')
    }
    return next()
  }
}
