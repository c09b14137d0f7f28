import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { resendInvitation, revokeInvitation } from '#marketplace/actions/session_invitations'
import { sessionInvitationForStaff } from '#invitations/queries/invitations_overview'

/** Admin → Invitations: staff resend or revoke a private-session invitation (the marketplace's actions). */
export default class AdminSessionInvitationsController {
  async resend(ctx: HttpContext) {
    await ctx.bouncer.with('InvitationPolicy').authorize('manage', ctx.currentTeam)
    const ids = await this.ids(ctx)
    return outcome(ctx, await resendInvitation(ids), 'marketplace.sessions.flash.resent')
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('InvitationPolicy').authorize('manage', ctx.currentTeam)
    const ids = await this.ids(ctx)
    return outcome(ctx, await revokeInvitation(ids), 'marketplace.sessions.flash.revoked')
  }

  private async ids(ctx: HttpContext) {
    const invitation = found(await sessionInvitationForStaff(ctx.params.invitationId))
    return { sessionId: invitation.privateSessionId, invitationId: invitation.id }
  }
}

/** The flash of a resend or revocation (a refusal's code translated), back to the list. */
function outcome(
  ctx: HttpContext,
  result: { ok: true } | { ok: false; error: string },
  success: string
) {
  if (result.ok) ctx.session.flash('success', ctx.i18n.t(success))
  else ctx.session.flash('error', ctx.i18n.t(`marketplace.sessions.errors.${result.error}`))
  return ctx.response.redirect().withQs().back()
}
