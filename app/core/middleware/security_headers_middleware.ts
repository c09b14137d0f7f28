import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'
import { contentSecurityPolicy } from '#core/http/content_security_policy'
import shieldConfig from '#config/shield'

/**
 * Shield's response headers (config/shield.ts: Content-Security-Policy with a
 * per-request nonce, X-Frame-Options, HSTS, nosniff) plus a Referrer-Policy,
 * set first thing on every request (the policy's text is put together once:
 * app/core/http/content_security_policy.ts), so that even an answer to a request that
 * fails early (malformed body, expired CSRF token) carries them. Shield's CSRF
 * check runs later, once the body is parsed (csrf_middleware.ts).
 *
 * Referrer-Policy: `strict-origin-when-cross-origin` everywhere; `no-referrer`
 * on pages whose URL carries a secret (a `:token` or `:hash` route parameter,
 * or a signed URL), so that no link or asset on them leaks it.
 */
const guards = [
  contentSecurityPolicy(shieldConfig.csp),
  frameGuardFactory(shieldConfig.xFrame),
  hstsFactory(shieldConfig.hsts),
  noSniffFactory(shieldConfig.contentTypeSniffing),
]

const SECRET_PARAMS = ['token', 'hash']

export function urlCarriesSecret(ctx: HttpContext) {
  const params = Object.keys(ctx.params ?? {})
  return (
    params.some((name) => SECRET_PARAMS.includes(name)) || ctx.request.qs().signature !== undefined
  )
}

export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    for (const guard of guards) guard(ctx)
    ctx.response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    const output = await next()
    if (urlCarriesSecret(ctx)) ctx.response.header('Referrer-Policy', 'no-referrer')
    return output
  }
}
