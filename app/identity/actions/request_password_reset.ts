import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import PasswordResetToken from '#identity/models/password_reset_token'
import { generateToken, sha256, PASSWORD_RESET_TTL_MINUTES } from '#identity/domain/tokens'

/**
 * Creates a password reset token for the account with this e-mail, if there
 * is one. Only the token's SHA-256 is stored; the plain token is returned
 * once, for the e-mail. Unknown e-mails return null (the caller answers the
 * same way in both cases).
 */
export async function requestPasswordReset(
  email: string
): Promise<{ user: User; token: string } | null> {
  const user = await User.findBy('email', email.trim().toLowerCase())
  if (!user) return null
  const token = generateToken()
  await db.transaction(async (trx) => {
    /* Expired or used tokens of this user are of no use any more. */
    const now = DateTime.now()
    const old = await PasswordResetToken.query({ client: trx }).where('user_id', user.id)
    const stale = old
      .filter((row) => row.usedAt !== null || row.expiresAt <= now)
      .map((row) => row.id)
    if (stale.length > 0)
      await PasswordResetToken.query({ client: trx }).whereIn('id', stale).delete()
    await PasswordResetToken.create(
      {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: DateTime.now().plus({ minutes: PASSWORD_RESET_TTL_MINUTES }),
      },
      { client: trx }
    )
  })
  return { user, token }
}
