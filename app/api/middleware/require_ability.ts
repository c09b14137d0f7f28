import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { TokenAbility } from '#api/domain/token_abilities'
import { isWellFormedBearer } from '#api/domain/bearer_token'

/** 401 JSON for an Authorization header that cannot be one of our tokens (runs before the token guard). */
export async function rejectMalformedBearer(ctx: HttpContext, next: NextFn) {
  const header = ctx.request.header('authorization')
  if (typeof header === 'string' && !isWellFormedBearer(header)) {
    return ctx.response.unauthorized({ errors: [{ message: 'Unauthenticated' }] })
  }
  return next()
}

/** 403 JSON unless the request's API token has the ability (use after `apiAuth`). */
export function requireAbility(ability: TokenAbility) {
  return async function tokenAbility(ctx: HttpContext, next: NextFn) {
    const token = ctx.auth.use('api').user?.currentAccessToken
    if (!token || !token.allows(ability)) {
      return ctx.response.forbidden({
        errors: [{ message: ctx.i18n.t('api_tokens.api.missing_ability', { ability }) }],
      })
    }
    return next()
  }
}
