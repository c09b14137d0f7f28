import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import { SessionCollection } from '@adonisjs/session'
import { passwordOnlyValidator } from '#identity/validators/profile_validators'
import { deleteAccount, type DeleteAccountResult } from '#identity/actions/delete_account'
import { logOutSessions } from '#identity/actions/log_out_sessions'
import { fieldError } from '#core/http/field_error'
import { signOut } from '#identity/support/session_security'

/**
 * Delete the account (password required). Refused while the user owns a
 * team with other members; otherwise the user and the teams they are the
 * only member of are deleted, every session of theirs ends.
 */
export default class CurrentUserController {
  async destroy(ctx: HttpContext) {
    const { request, response, auth, session, i18n, inertia } = ctx
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(passwordOnlyValidator)
    if (!(await hash.use('scrypt').verify(user.password, password))) {
      throw fieldError('password', i18n.t('profile.delete.wrong_password'))
    }
    const result = await deleteAccount(user.id)
    if (!result.ok) return this.refused(ctx, result)
    await this.endEverySession(ctx, user.id)
    session.flash('success', i18n.t('profile.delete.done'))
    if (!request.header('x-inertia')) return response.redirect().toRoute('site.welcome')
    inertia.clearHistory()
    return inertia.location(urlFor('site.welcome'))
  }

  /** Ends the (deleted) user's sessions on every browser, this one included. */
  private async endEverySession(ctx: HttpContext, userId: number) {
    const sessions = await app.container.make(SessionCollection)
    await logOutSessions(sessions, userId, ctx.session.sessionId)
    await signOut(ctx)
  }

  /** The teams that keep the account: owned with other members, or with business records. */
  private refused({ session, i18n, response }: HttpContext, result: DeleteAccountResult) {
    const teams = result.ok ? [] : result.teams
    const key =
      !result.ok && result.error === 'teams_with_records'
        ? 'profile.delete.teams_with_records'
        : 'profile.delete.owns_teams'
    const names = teams.map((team) => team.name).join(', ')
    session.flash('error', i18n.t(key, { teams: names, count: teams.length }))
    return response.redirect().toRoute('profile.show')
  }
}
