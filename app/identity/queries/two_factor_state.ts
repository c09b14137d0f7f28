import encryption from '@adonisjs/core/services/encryption'
import type User from '#identity/models/user'

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
