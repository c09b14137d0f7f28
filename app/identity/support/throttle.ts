import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { fieldError, secondsUntilRetry } from '#core/http/field_error'

/**
 * Failed attempts at a secret (password, two-factor code): 5 per minute per
 * key, then the key is blocked for 5 minutes.
 */
const FAILED_ATTEMPTS = { requests: 5, duration: '1 minute', blockDuration: '5 minutes' } as const

/**
 * Runs `attempt` under the failed-attempts limit of `key`: a throw counts as
 * a failure (and is rethrown); while blocked, the answer is a translated
 * field error on `field` saying when to try again, whatever was typed.
 */
export async function limitFailedAttempts<T>(
  ctx: HttpContext,
  options: { key: string; field: string; rule?: string },
  attempt: () => Promise<T>
): Promise<T> {
  const [throttled, result] = await limiter.use(FAILED_ATTEMPTS).penalize(options.key, attempt)
  if (throttled) {
    const message = ctx.i18n.t('auth.throttled', { seconds: secondsUntilRetry(throttled) })
    throw fieldError(options.field, message, options.rule)
  }
  return result
}
