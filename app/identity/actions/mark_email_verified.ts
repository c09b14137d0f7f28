import { DateTime } from 'luxon'
import User from '#identity/models/user'
import { emailVerificationHash } from '#identity/domain/tokens'

export type MarkEmailVerifiedResult =
  | { ok: true; user: User; alreadyVerified: boolean }
  | { ok: false; error: 'not_found' | 'email_changed' }

/**
 * Marks the address of a verification link as verified. The link carries the
 * user id and the hash of the address it was sent to: a link for an address
 * the user has since changed no longer verifies anything.
 */
export async function markEmailVerified(input: {
  userId: number
  hash: string
}): Promise<MarkEmailVerifiedResult> {
  const user = await User.find(input.userId)
  if (!user) return { ok: false, error: 'not_found' }
  if (emailVerificationHash(user.email) !== input.hash) return { ok: false, error: 'email_changed' }
  if (user.emailVerifiedAt) return { ok: true, user, alreadyVerified: true }
  user.emailVerifiedAt = DateTime.now()
  await user.save()
  return { ok: true, user, alreadyVerified: false }
}
