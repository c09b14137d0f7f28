import encryption from '@adonisjs/core/services/encryption'
import QRCode from 'qrcode'
import { appName } from '#config/app'
import type User from '#identity/models/user'
import { otpauthUri } from '#identity/domain/two_factor'

/** The user's TOTP secret, decrypted (null when none or unreadable). */
export function twoFactorSecretOf(user: User): string | null {
  if (!user.twoFactorSecret) return null
  const secret = encryption.decrypt<string>(user.twoFactorSecret)
  return typeof secret === 'string' && secret.length > 0 ? secret : null
}

/** The user's unused recovery codes, decrypted. */
export function recoveryCodesOf(user: User): string[] {
  if (!user.twoFactorRecoveryCodes) return []
  const codes = encryption.decrypt<string[]>(user.twoFactorRecoveryCodes)
  return Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : []
}

/** What the profile page shows about two-factor authentication. */
export function twoFactorStatusOf(user: User): 'disabled' | 'pending' | 'enabled' {
  if (!user.twoFactorSecret) return 'disabled'
  return user.twoFactorConfirmedAt ? 'enabled' : 'pending'
}

export type TwoFactorSettings = {
  status: 'disabled' | 'pending' | 'enabled'
  /** The QR code and setup key, while setting up with a freshly confirmed password. */
  setup: { qrCode: string; secret: string } | null
  /** The unused recovery codes, when they are to be shown (once, with a fresh password). */
  recoveryCodes: string[] | null
}

/**
 * What the profile's two-factor section shows. Secrets only with a freshly
 * confirmed password: the setup QR code and key while pending, the recovery
 * codes when `showRecoveryCodes` (right after confirming or asking for them).
 */
export async function twoFactorSettingsOf(
  user: User,
  options: { passwordConfirmed: boolean; showRecoveryCodes: boolean }
): Promise<TwoFactorSettings> {
  const status = twoFactorStatusOf(user)
  const secret = status === 'pending' && options.passwordConfirmed ? twoFactorSecretOf(user) : null
  const setup = secret
    ? {
        qrCode: await QRCode.toDataURL(otpauthUri(secret, user.email, appName), {
          margin: 1,
          width: 200,
        }),
        secret,
      }
    : null
  const showCodes = status === 'enabled' && options.passwordConfirmed && options.showRecoveryCodes
  return { status, setup, recoveryCodes: showCodes ? recoveryCodesOf(user) : null }
}
