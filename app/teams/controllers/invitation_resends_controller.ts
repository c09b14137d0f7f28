import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { isLocale } from '#core/i18n'
import { resendInvitation } from '#teams/actions/resend_invitation'
import { pendingInvitationOf } from '#teams/queries/team_records'
import { teamMembership } from '#teams/controllers/team_access'

/** Sends a pending invitation again: a new link, valid 7 more days. */
export default class InvitationResendsController {
  async store(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMembers', member)
    const invitation = found(await pendingInvitationOf(member.team.id, ctx.params.invitationId))
    const locale = isLocale(ctx.i18n.locale) ? ctx.i18n.locale : 'it'
    const sender = ctx.auth.user!
    const result = await resendInvitation({ team: member.team, invitation, sender, locale })
    const email = invitation.email
    if (result.ok)
      ctx.session.flash('success', ctx.i18n.t('teams.flash.invitation_resent', { email }))
    else ctx.session.flash('error', ctx.i18n.t(`teams.invitations.${result.error}`))
    return ctx.response.redirect().toRoute('teams.members', { id: member.team.id })
  }
}
