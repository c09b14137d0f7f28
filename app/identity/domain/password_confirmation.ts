/**
 * Sensitive account actions (two-factor settings) need the password to have
 * been typed recently. Pure rule: no database, no HTTP.
 */
export const PASSWORD_CONFIRMATION_TTL_MS = 3 * 60 * 60 * 1000

export function isPasswordConfirmationFresh(
  confirmedAt: number | null | undefined,
  now = Date.now(),
  ttlMs = PASSWORD_CONFIRMATION_TTL_MS
): boolean {
  if (typeof confirmedAt !== 'number' || !Number.isFinite(confirmedAt)) return false
  return confirmedAt <= now && now - confirmedAt < ttlMs
}
