import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { invitationsOfTeam } from '#marketplace/queries/private_sessions'
import { answerInvitation, type InvitationAnswer } from '#marketplace/actions/session_invitations'
import SessionInvitationRowTransformer from '#marketplace/transformers/session_invitation_row_transformer'

/** Transporter area → Invites: the team's invitations to private sessions, accept or decline. */
export default class InvitesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('browse', ctx.currentTeam)
    const page = await invitationsOfTeam(ctx.currentTeam.team.id, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('transporter/invites/index', {
      invitations: SessionInvitationRowTransformer.paginate(page.data, page.meta),
    })
  }

  accept(ctx: HttpContext) {
    return this.answer(ctx, 'accepted')
  }

  decline(ctx: HttpContext) {
    return this.answer(ctx, 'declined')
  }

  private async answer(ctx: HttpContext, answer: InvitationAnswer) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('take', ctx.currentTeam)
    const result = await answerInvitation({
      invitationId: ctx.params.invitationId,
      teamId: ctx.currentTeam.team.id,
      answer,
    })
    const key = result.ok
      ? `marketplace.invites.flash.${answer}`
      : `marketplace.invites.errors.${result.error}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
    if (result.ok && answer === 'accepted')
      return ctx.response.redirect().toRoute('transporter.sessions.show', { id: result.value })
    return ctx.response.redirect().toRoute('transporter.invites.index')
  }
}
