/** The public tracking token: 32 random bytes in base64url (43 characters). */
export const TRACKING_TOKEN = /^[A-Za-z0-9_-]{43}$/

export function isTrackingToken(value: unknown): value is string {
  return typeof value === 'string' && TRACKING_TOKEN.test(value)
}
