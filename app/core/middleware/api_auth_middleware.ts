import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors as authErrors } from '@adonisjs/auth'
import { isWellFormedBearer } from '#api/domain/bearer_token'

/**
 * Bearer-token authentication for /api/v1 (JSON 401 when missing or invalid).
 * A header that cannot be one of our tokens is refused before any query, so
 * garbage ids never reach the database (PostgreSQL would reject them).
 */
export default class ApiAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const header = ctx.request.header('authorization')
    if (!header || !isWellFormedBearer(header)) {
      throw new authErrors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
        guardDriverName: 'access_tokens',
      })
    }
    await ctx.auth.authenticateUsing(['api'])
    return next()
  }
}
