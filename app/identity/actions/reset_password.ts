import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import PasswordResetToken from '#identity/models/password_reset_token'
import { sha256 } from '#identity/domain/tokens'
import { databaseNow } from '#core/database/dialect'

export type ResetTokenProblem = 'invalid' | 'expired' | 'used'

/** The state of a reset token: usable (with its row) or why not. */
export async function findPasswordResetToken(
  token: string
): Promise<{ ok: true; row: PasswordResetToken } | { ok: false; error: ResetTokenProblem }> {
  if (!token || token.length > 200) return { ok: false, error: 'invalid' }
  const row = await PasswordResetToken.findBy('token_hash', sha256(token))
  if (!row) return { ok: false, error: 'invalid' }
  if (row.usedAt) return { ok: false, error: 'used' }
  if (row.expiresAt <= DateTime.now()) return { ok: false, error: 'expired' }
  return { ok: true, row }
}

/**
 * Sets a new password with a reset token, in one transaction: the token is
 * marked used (single use, checked again under the transaction), the user's
 * other reset tokens are deleted.
 */
export async function resetPassword(input: {
  token: string
  password: string
}): Promise<{ ok: true; user: User } | { ok: false; error: ResetTokenProblem }> {
  return db.transaction(async (trx) => {
    const hash = sha256(input.token)
    const row = await PasswordResetToken.query({ client: trx })
      .where('token_hash', hash)
      .forUpdate()
      .first()
    if (!row) return { ok: false as const, error: 'invalid' as const }
    if (row.usedAt) return { ok: false as const, error: 'used' as const }
    if (row.expiresAt <= DateTime.now()) return { ok: false as const, error: 'expired' as const }

    /* Single use even under concurrent submissions: only one update wins. */
    const claimed = await trx
      .from('password_reset_tokens')
      .where('id', row.id)
      .whereNull('used_at')
      .update({ used_at: databaseNow(trx) })
    const count = Array.isArray(claimed) ? claimed.length : Number(claimed)
    if (count !== 1) return { ok: false as const, error: 'used' as const }

    await PasswordResetToken.query({ client: trx })
      .where('user_id', row.userId)
      .whereNot('id', row.id)
      .delete()

    const user = await User.findOrFail(row.userId, { client: trx })
    user.password = input.password
    /* Clicking the link proves the address too. */
    if (!user.emailVerifiedAt) user.emailVerifiedAt = DateTime.now()
    await user.save()
    return { ok: true as const, user }
  })
}
