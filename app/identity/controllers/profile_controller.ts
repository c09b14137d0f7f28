import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import type User from '#identity/models/user'
import { browserSessionsOf } from '#identity/queries/browser_sessions'
import { teamsBlockingDeletion } from '#identity/queries/teams_blocking_deletion'
import { twoFactorSettingsOf } from '#identity/queries/two_factor_state'
import { isPasswordConfirmationFresh } from '#identity/domain/password_confirmation'
import { PASSWORD_CONFIRMED_AT, SHOW_RECOVERY_CODES } from '#identity/support/session_security'
import UserTransformer from '#identity/transformers/user_transformer'
import TwoFactorTransformer from '#identity/transformers/two_factor_transformer'
import BrowserSessionsTransformer from '#identity/transformers/browser_sessions_transformer'
import AccountDeletionTransformer from '#identity/transformers/account_deletion_transformer'

/**
 * The profile page: one section per form (profile information, password,
 * two-factor authentication, browser sessions, delete account). Secrets
 * (QR code, setup key, recovery codes) are only sent while the password
 * confirmation is fresh.
 */
export default class ProfileController {
  async show(ctx: HttpContext) {
    const { inertia, session } = ctx
    const user = ctx.auth.getUserOrFail()
    if (session.supportsTagging()) await session.tag(String(user.id))
    const blockingTeams = await teamsBlockingDeletion(user.id)
    return inertia.render('account/profile/show', {
      profile: UserTransformer.transform(user).useVariant('forProfile'),
      twoFactor: TwoFactorTransformer.transform(await this.twoFactor(ctx, user)),
      browserSessions: inertia.defer(() => this.browserSessions(ctx, user)),
      deletion: AccountDeletionTransformer.transform({ blockingTeams }),
    })
  }

  /** The two-factor section: secrets only with a freshly confirmed password. */
  private twoFactor({ session }: HttpContext, user: User) {
    return twoFactorSettingsOf(user, {
      passwordConfirmed: isPasswordConfirmationFresh(session.get(PASSWORD_CONFIRMED_AT)),
      showRecoveryCodes: session.flashMessages.get(SHOW_RECOVERY_CODES) === true,
    })
  }

  /** The browsers signed in to the account, this one first (sent after the page, deferred). */
  private async browserSessions(ctx: HttpContext, user: User) {
    const sessions = await app.container.make(SessionCollection)
    const list = await browserSessionsOf(sessions, user.id, ctx.session.sessionId)
    return BrowserSessionsTransformer.transform(list)
  }
}
