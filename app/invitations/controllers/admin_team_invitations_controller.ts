import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { isLocale } from '#core/i18n'
import { resendInvitation } from '#teams/actions/resend_invitation'
import { revokeInvitation } from '#teams/actions/revoke_invitation'
import { teamInvitationForStaff } from '#invitations/queries/invitations_overview'

/** Admin → Invitations: staff resend or revoke a team's invitation (the team's own actions). */
export default class AdminTeamInvitationsController {
  async resend(ctx: HttpContext) {
    await ctx.bouncer.with('InvitationPolicy').authorize('manage', ctx.currentTeam)
    const invitation = found(await teamInvitationForStaff(ctx.params.invitationId))
    const locale = isLocale(ctx.i18n.locale) ? ctx.i18n.locale : 'it'
    const sender = ctx.auth.user!
    const result = await resendInvitation({ team: invitation.team, invitation, sender, locale })
    return outcome(ctx, result, 'teams.flash.invitation_resent', invitation.email)
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('InvitationPolicy').authorize('manage', ctx.currentTeam)
    const invitation = found(await teamInvitationForStaff(ctx.params.invitationId))
    const result = await revokeInvitation(invitation)
    return outcome(ctx, result, 'teams.flash.invitation_revoked', invitation.email)
  }
}

/** The flash of a resend or revocation (a refusal's code translated), back to the list. */
function outcome(
  ctx: HttpContext,
  result: { ok: true } | { ok: false; error: string },
  success: string,
  email: string
) {
  if (result.ok) ctx.session.flash('success', ctx.i18n.t(success, { email }))
  else ctx.session.flash('error', ctx.i18n.t(`teams.invitations.${result.error}`))
  return ctx.response.redirect().withQs().back()
}
