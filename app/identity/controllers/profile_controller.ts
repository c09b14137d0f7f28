import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import QRCode from 'qrcode'
import { appName } from '#config/app'
import { browserSessionsOf } from '#identity/queries/browser_sessions'
import { teamsBlockingDeletion } from '#identity/queries/teams_blocking_deletion'
import {
  recoveryCodesOf,
  twoFactorSecretOf,
  twoFactorStatusOf,
} from '#identity/queries/two_factor_state'
import { otpauthUri } from '#identity/domain/two_factor'
import { isPasswordConfirmationFresh } from '#identity/domain/password_confirmation'
import { PASSWORD_CONFIRMED_AT } from '#identity/support/session_security'

export const SHOW_RECOVERY_CODES = 'twoFactor.showRecoveryCodes'

/**
 * The profile page: one section per form (profile information, password,
 * two-factor authentication, browser sessions, delete account). Secrets
 * (QR code, setup key, recovery codes) are only sent while the password
 * confirmation is fresh.
 */
export default class ProfileController {
  async show({ inertia, auth, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const sessions = await app.container.make(SessionCollection)
    if (session.supportsTagging()) await session.tag(String(user.id))

    const passwordConfirmed = isPasswordConfirmationFresh(session.get(PASSWORD_CONFIRMED_AT))
    const status = twoFactorStatusOf(user)
    let setup: { qrCode: string; secret: string } | null = null
    if (status === 'pending' && passwordConfirmed) {
      const secret = twoFactorSecretOf(user)
      if (secret) {
        const uri = otpauthUri(secret, user.email, appName)
        setup = { qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }), secret }
      }
    }
    const showCodes =
      status === 'enabled' &&
      passwordConfirmed &&
      session.flashMessages.get(SHOW_RECOVERY_CODES) === true

    const currentSessionId = session.sessionId
    return inertia.render('account/profile/show', {
      profile: {
        fullName: user.fullName,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
      },
      twoFactor: {
        status,
        setup,
        recoveryCodes: showCodes ? recoveryCodesOf(user) : null,
      },
      browserSessions: inertia.defer(() => browserSessionsOf(sessions, user.id, currentSessionId)),
      deletion: { blockingTeams: await teamsBlockingDeletion(user.id) },
    })
  }
}
