import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { TokenAbility } from '#api/domain/token_abilities'

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
