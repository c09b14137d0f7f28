import { createHash, randomBytes } from 'node:crypto'

/**
 * Secret tokens sent by e-mail (password reset): random, only their SHA-256
 * is stored, so a database leak does not leak usable links.
 */
export const PASSWORD_RESET_TTL_MINUTES = 60
export const EMAIL_VERIFICATION_TTL = '24h'

export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * The hash in the e-mail verification link: tied to the address, so a link
 * sent to an old address stops working once the e-mail is changed.
 */
export function emailVerificationHash(email: string): string {
  return sha256(email.trim().toLowerCase())
}
