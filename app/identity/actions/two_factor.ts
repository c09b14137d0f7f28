import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import User from '#identity/models/user'
import {
  consumeRecoveryCode,
  generateRecoveryCodes,
  generateTwoFactorSecret,
  isValidTotp,
} from '#identity/domain/two_factor'
import { recoveryCodesOf, twoFactorSecretOf } from '#identity/queries/two_factor_state'

/*
| Two-factor authentication writes. Secret and recovery codes are stored
| encrypted (APP_KEY); nothing here knows about HTTP or translations.
*/

/** Step 1: a new secret, waiting for confirmation with a code (replaces any previous setup). */
export async function enableTwoFactor(user: User): Promise<void> {
  user.twoFactorSecret = encryption.encrypt(generateTwoFactorSecret())
  user.twoFactorRecoveryCodes = null
  user.twoFactorConfirmedAt = null
  await user.save()
}

export type ConfirmTwoFactorResult =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; error: 'not_enabled' | 'already_confirmed' | 'invalid_code' }

/** Step 2: a valid code from the authenticator app turns it on and creates the recovery codes. */
export async function confirmTwoFactor(user: User, code: string): Promise<ConfirmTwoFactorResult> {
  const secret = twoFactorSecretOf(user)
  if (!secret) return { ok: false, error: 'not_enabled' }
  if (user.twoFactorConfirmedAt) return { ok: false, error: 'already_confirmed' }
  if (!isValidTotp(secret, code)) return { ok: false, error: 'invalid_code' }
  const recoveryCodes = generateRecoveryCodes()
  user.twoFactorRecoveryCodes = encryption.encrypt(recoveryCodes)
  user.twoFactorConfirmedAt = DateTime.now()
  await user.save()
  return { ok: true, recoveryCodes }
}

export async function disableTwoFactor(user: User): Promise<void> {
  user.twoFactorSecret = null
  user.twoFactorRecoveryCodes = null
  user.twoFactorConfirmedAt = null
  await user.save()
}

/** New recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  user: User
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; error: 'not_enabled' }> {
  if (!user.hasTwoFactor) return { ok: false, error: 'not_enabled' }
  const recoveryCodes = generateRecoveryCodes()
  user.twoFactorRecoveryCodes = encryption.encrypt(recoveryCodes)
  await user.save()
  return { ok: true, recoveryCodes }
}

export type TwoFactorChallengeResult =
  | { ok: true; user: User; usedRecoveryCode: boolean }
  | { ok: false; error: 'invalid_code' | 'not_enabled' }

/**
 * Sign-in second step: a TOTP code, or a recovery code that is consumed
 * (removed, in a transaction with the row locked, so it works only once).
 */
export async function passTwoFactorChallenge(
  userId: number,
  input: { code?: string | null; recoveryCode?: string | null }
): Promise<TwoFactorChallengeResult> {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', userId).forUpdate().first()
    if (!user || !user.hasTwoFactor) return { ok: false as const, error: 'not_enabled' as const }

    if (input.code) {
      const secret = twoFactorSecretOf(user)
      if (secret && isValidTotp(secret, input.code))
        return { ok: true as const, user, usedRecoveryCode: false }
      return { ok: false as const, error: 'invalid_code' as const }
    }

    if (input.recoveryCode) {
      const remaining = consumeRecoveryCode(recoveryCodesOf(user), input.recoveryCode)
      if (!remaining) return { ok: false as const, error: 'invalid_code' as const }
      user.twoFactorRecoveryCodes = encryption.encrypt(remaining)
      await user.useTransaction(trx).save()
      return { ok: true as const, user, usedRecoveryCode: true }
    }

    return { ok: false as const, error: 'invalid_code' as const }
  })
}
