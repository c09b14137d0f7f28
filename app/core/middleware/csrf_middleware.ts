import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import encryption from '@adonisjs/core/services/encryption'
import { errors as shieldErrors } from '@adonisjs/shield'
import { csrfFactory } from '@adonisjs/shield/guards'
import shieldConfig from '#config/shield'
/* Declares `ctx.request.csrfToken`, which the guard sets (used by the Inertia shared props). */
import '@adonisjs/shield/shield_middleware'

/**
 * Shield's CSRF guard (config/shield.ts), after the body parser (a form may
 * send `_csrf`). A malformed X-XSRF-TOKEN header (the guard URL-decodes it and
 * throws a URIError) is the same expired page as any other bad token: only
 * here is a URIError a CSRF failure.
 */
let guard: ((ctx: HttpContext) => unknown) | undefined

export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    /* No Edge here: the views read the token when one is rendered (app/core/http/view_locals.ts). */
    guard ??= csrfFactory(shieldConfig.csrf, encryption.use(), undefined as never)
    try {
      await guard(ctx)
    } catch (error) {
      if (error instanceof URIError) throw new shieldErrors.E_BAD_CSRF_TOKEN()
      throw error
    }
    return next()
  }
}
