import { createHash, randomBytes } from 'node:crypto'

/** Invitations are valid for 7 days (DOMAIN.md §1). */
export const INVITATION_TTL_DAYS = 7

/** A random, unguessable token: only its SHA-256 is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashInvitationToken(token) }
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Tokens we hand out are 43 characters of base64url; anything else cannot match. */
export function looksLikeInvitationToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value)
}
