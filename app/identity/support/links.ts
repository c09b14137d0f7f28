import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type User from '#identity/models/user'
import {
  emailVerificationHash,
  EMAIL_VERIFICATION_TTL,
  PASSWORD_RESET_TTL_MINUTES,
} from '#identity/domain/tokens'

/*
| Signed links sent by e-mail. The signature (APP_KEY) covers the whole path
| and carries the expiry and a purpose, so a link cannot be altered, reused
| for another purpose or used after it expires.
*/
export const VERIFY_EMAIL_PURPOSE = 'verify_email'
export const RESET_PASSWORD_PURPOSE = 'reset_password'

export function emailVerificationUrl(
  user: Pick<User, 'id' | 'email'>,
  expiresIn: string | number = EMAIL_VERIFICATION_TTL
) {
  return signedUrlFor(
    'verification.verify',
    { id: user.id, hash: emailVerificationHash(user.email) },
    { expiresIn, purpose: VERIFY_EMAIL_PURPOSE, prefixUrl: appUrl }
  )
}

export function passwordResetUrl(
  token: string,
  expiresIn: string | number = `${PASSWORD_RESET_TTL_MINUTES}m`
) {
  return signedUrlFor(
    'password.reset',
    { token },
    { expiresIn, purpose: RESET_PASSWORD_PURPOSE, prefixUrl: appUrl }
  )
}
