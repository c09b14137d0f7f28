import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { acceptedInvitationOf, sessionForCarrier } from '#marketplace/queries/private_sessions'
import { bidValidator } from '#marketplace/validators/marketplace_validators'
import { placeBid } from '#marketplace/actions/place_bid'
import { bidRefusal } from '#marketplace/controllers/bid_outcome'
import { localIsoDate } from '#transports/domain/dates'
import PrivateSessionTransformer from '#marketplace/transformers/private_session_transformer'

/**
 * Transporter area → a private session the team accepted: its transports,
 * the best price of each, the team's bids; bid or lower a bid while it runs;
 * book a call with staff about it until it is over (app/calls).
 */
export default class CarrierSessionsController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('browse', ctx.currentTeam)
    found(await acceptedInvitationOf(ctx.params.id, ctx.currentTeam.team.id))
    const page = found(await sessionForCarrier(ctx.params.id, ctx.currentTeam.team.id))
    const mayBid = await ctx.bouncer.with('MarketplacePolicy').allows('take', ctx.currentTeam)
    const mayCall = await ctx.bouncer.with('CallPolicy').allows('book', ctx.currentTeam)
    const open = page.session.phase === 'running' || page.session.phase === 'scheduled'
    return ctx.inertia.render('transporter/sessions/show', {
      page: PrivateSessionTransformer.transform(page).useVariant('forCarrier'),
      can: { bid: mayBid && page.session.phase === 'running', bookCall: mayCall && open },
    })
  }

  async bid(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('take', ctx.currentTeam)
    const { amount, pickupOn } = await ctx.request.validateUsing(bidValidator)
    const result = await placeBid({
      ...{ transportId: ctx.params.transportId, sessionId: ctx.params.id, note: null },
      ...{ teamId: ctx.currentTeam.team.id, userId: ctx.auth.user!.id },
      ...{ amountCents: amount, pickupOn: localIsoDate(pickupOn) },
    })
    if (!result.ok)
      return bidRefusal(ctx, result, { route: 'transporter.sessions.show', id: ctx.params.id })
    ctx.session.flash('success', ctx.i18n.t('marketplace.flash.bid_placed'))
    return ctx.response.redirect().toRoute('transporter.sessions.show', { id: ctx.params.id })
  }
}
