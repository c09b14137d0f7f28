import { errors as vineErrors } from '@vinejs/vine'
import type { errors as limiterErrors } from '@adonisjs/limiter'

/**
 * A field error raised by a controller after validation (wrong password,
 * invalid code, ...). Thrown, it behaves exactly like a VineJS validation
 * error: flashed to the session (grouped by the form's error bag) and the
 * browser is sent back to the form, which shows it next to the field.
 */
export function fieldError(field: string, message: string, rule = 'custom') {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}

/** Seconds until a throttled key may try again (at least 1; the limiter already answers in seconds). */
export function secondsUntilRetry(
  error: InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>
): number {
  return Math.max(1, Math.ceil(error.response.availableIn))
}
