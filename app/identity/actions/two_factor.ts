import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#identity/models/user'
import {
  acceptableTotpStep,
  consumeRecoveryCode,
  generateRecoveryCodes,
  generateTwoFactorSecret,
} from '#identity/domain/two_factor'
import { recoveryCodesOf, twoFactorSecretOf } from '#identity/queries/two_factor_state'
import { databaseNow, lockForUpdate } from '#core/database/dialect'

/*
| Two-factor authentication writes. Secret and recovery codes are stored
| encrypted (APP_KEY); nothing here knows about HTTP or translations.
|
| An authenticator code is accepted once: its time step is stored with a
| conditional update (only when newer than the stored one), so the same code,
| or an older one, is refused afterwards, even when two requests race.
*/

/**
 * Records `step` as the user's last accepted TOTP step when it is newer than
 * the stored one, with the other columns given; false when another request
 * already accepted this step or a newer one (or the condition in `where` no
 * longer holds).
 */
async function claimTotpStep(
  client: QueryClientContract,
  userId: number,
  step: number,
  changes: Record<string, unknown> = {},
  where: (query: any) => void = () => {}
): Promise<boolean> {
  const query = client
    .from('users')
    .where('id', userId)
    .where((stored) =>
      stored.whereNull('two_factor_last_used_step').orWhere('two_factor_last_used_step', '<', step)
    )
  where(query)
  return changedOneRow(await query.update({ ...changes, two_factor_last_used_step: step }))
}

/** What an UPDATE answers (a count, or rows on some drivers): exactly one row changed. */
function changedOneRow(affected: unknown): boolean {
  return (Array.isArray(affected) ? affected.length : Number(affected)) === 1
}

/** Step 1: a new secret, waiting for confirmation with a code (replaces any previous setup). */
export async function enableTwoFactor(user: User): Promise<void> {
  user.twoFactorSecret = encryption.encrypt(generateTwoFactorSecret())
  user.twoFactorRecoveryCodes = null
  user.twoFactorConfirmedAt = null
  user.twoFactorLastUsedStep = null
  await user.save()
}

export type ConfirmTwoFactorResult =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; error: 'not_enabled' | 'already_confirmed' | 'invalid_code' }

/**
 * Step 2: a valid code from the authenticator app turns it on and creates
 * the recovery codes. The code counts as used (it cannot sign in afterwards).
 */
export async function confirmTwoFactor(user: User, code: string): Promise<ConfirmTwoFactorResult> {
  const secret = twoFactorSecretOf(user)
  if (!secret) return { ok: false, error: 'not_enabled' }
  if (user.twoFactorConfirmedAt) return { ok: false, error: 'already_confirmed' }
  const step = acceptableTotpStep(secret, code, user.twoFactorLastUsedStep)
  if (step === null) return { ok: false, error: 'invalid_code' }
  const recoveryCodes = generateRecoveryCodes()
  const now = DateTime.now()
  const claimed = await claimTotpStep(
    db.connection(),
    user.id,
    step,
    {
      two_factor_recovery_codes: encryption.encrypt(recoveryCodes),
      two_factor_confirmed_at: databaseNow(undefined, now),
      updated_at: databaseNow(undefined, now),
    },
    (query) => query.whereNull('two_factor_confirmed_at')
  )
  if (!claimed) return { ok: false, error: 'invalid_code' }
  await user.refresh()
  return { ok: true, recoveryCodes }
}

export async function disableTwoFactor(user: User): Promise<void> {
  user.twoFactorSecret = null
  user.twoFactorRecoveryCodes = null
  user.twoFactorConfirmedAt = null
  user.twoFactorLastUsedStep = null
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

const INVALID = { ok: false as const, error: 'invalid_code' as const }

/**
 * Sign-in second step: a TOTP code (accepted once, see claimTotpStep), or a
 * recovery code that is consumed (removed, in a transaction with the row
 * locked, so it works only once).
 */
export async function passTwoFactorChallenge(
  userId: number,
  input: { code?: string | null; recoveryCode?: string | null }
): Promise<TwoFactorChallengeResult> {
  return db.transaction(async (trx) => {
    const user = await lockForUpdate(User.query({ client: trx }).where('id', userId), trx).first()
    if (!user || !user.hasTwoFactor) return { ok: false as const, error: 'not_enabled' as const }

    if (input.code) {
      const secret = twoFactorSecretOf(user)
      const step = secret
        ? acceptableTotpStep(secret, input.code, user.twoFactorLastUsedStep)
        : null
      if (step === null || !(await claimTotpStep(trx, user.id, step))) return INVALID
      user.twoFactorLastUsedStep = step
      return { ok: true as const, user, usedRecoveryCode: false }
    }

    if (input.recoveryCode) {
      const remaining = consumeRecoveryCode(recoveryCodesOf(user), input.recoveryCode)
      if (!remaining) return INVALID
      /* compare-and-set on the stored codes: a racing request that consumed one first wins */
      const codes = encryption.encrypt(remaining)
      const affected = await trx
        .from('users')
        .where('id', user.id)
        .where('two_factor_recovery_codes', user.twoFactorRecoveryCodes!)
        .update({ two_factor_recovery_codes: codes, updated_at: databaseNow(trx) })
      if (!changedOneRow(affected)) return INVALID
      user.twoFactorRecoveryCodes = codes
      return { ok: true as const, user, usedRecoveryCode: true }
    }

    return INVALID
  })
}
