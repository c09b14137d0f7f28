import type { HttpContext } from '@adonisjs/core/http'
import { currentSocketId } from '#realtime/broadcast'
import {
  acceptInvitation,
  checkInvitationToken,
  type InvitationProblem,
} from '#teams/actions/accept_invitation'

const STATUS: Record<InvitationProblem, number> = {
  not_found: 404,
  already_used: 410,
  expired: 410,
  email_mismatch: 409,
  already_member: 409,
}

/**
 * The link of the invitation e-mail (the token is the authorization). A
 * guest signs in (or registers) and comes back here; a signed-in user whose
 * e-mail matches joins the team. Anything else is a clear page, never a 500.
 */
export default class InvitationAcceptanceController {
  async show(ctx: HttpContext) {
    const token = String(ctx.params.token ?? '')
    const checked = await checkInvitationToken(token)
    if (!checked.ok) return this.problem(ctx, checked.error, null)
    if (await this.sentToSignIn(ctx, checked.value.team.name)) return
    const user = ctx.auth.user!
    const result = await acceptInvitation({ token, user, originSocketId: currentSocketId() })
    if (!result.ok) return this.problem(ctx, result.error, checked.value.team.name)
    const name = result.value.team.name
    ctx.session.flash('success', ctx.i18n.t('teams.flash.joined', { name }))
    return ctx.response.redirect().toRoute('site.home')
  }

  /**
   * Guests are sent to sign in, unverified users to verify their e-mail; both
   * come back to this link. True when the visitor was sent away.
   */
  private async sentToSignIn(ctx: HttpContext, teamName: string) {
    await ctx.auth.check()
    if (ctx.auth.user?.emailVerifiedAt) return false
    ctx.session.put('intended', ctx.request.url())
    if (ctx.auth.user) {
      ctx.response.redirect().toRoute('verification.notice')
    } else {
      const message = ctx.i18n.t('teams.invitations.sign_in_to_accept', { team: teamName })
      ctx.session.flash('success', message)
      ctx.response.redirect().toRoute('session.create')
    }
    return true
  }

  private problem(ctx: HttpContext, problem: InvitationProblem, teamName: string | null) {
    ctx.response.status(STATUS[problem])
    return ctx.inertia.render('account/teams/invitation', {
      problem,
      teamName,
      signedIn: Boolean(ctx.auth.user),
      email: ctx.auth.user?.email ?? null,
    })
  }
}
