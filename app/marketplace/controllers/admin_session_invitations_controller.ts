import type { HttpContext } from '@adonisjs/core/http'
import { sessionInviteValidator } from '#marketplace/validators/marketplace_validators'
import {
  inviteMore,
  resendInvitation,
  revokeInvitation,
} from '#marketplace/actions/session_invitations'
import { closeSessionEarly } from '#marketplace/actions/manage_private_sessions'
import { backToSession } from '#marketplace/controllers/session_outcome'

/** Admin area → a private session: invite more teams, resend or revoke an invitation, close early. */
export default class AdminSessionInvitationsController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const { teamIds } = await ctx.request.validateUsing(sessionInviteValidator)
    const result = await inviteMore({
      sessionId: ctx.params.id,
      teamIds,
      userId: ctx.auth.user!.id,
    })
    return backToSession(ctx, result, 'marketplace.sessions.flash.invited')
  }

  async resend(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const ids = { sessionId: ctx.params.id, invitationId: ctx.params.invitationId }
    return backToSession(ctx, await resendInvitation(ids), 'marketplace.sessions.flash.resent')
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const ids = { sessionId: ctx.params.id, invitationId: ctx.params.invitationId }
    return backToSession(ctx, await revokeInvitation(ids), 'marketplace.sessions.flash.revoked')
  }

  async close(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const result = await closeSessionEarly({ sessionId: ctx.params.id })
    return backToSession(ctx, result, 'marketplace.sessions.flash.closed')
  }
}
