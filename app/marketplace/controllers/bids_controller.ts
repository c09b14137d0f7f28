import type { HttpContext } from '@adonisjs/core/http'
import { bidValidator } from '#marketplace/validators/marketplace_validators'
import { placeBid } from '#marketplace/actions/place_bid'
import { withdrawBid } from '#marketplace/actions/withdraw_bid'
import { parseBidState, teamBids } from '#marketplace/queries/bids'
import { BID_STATES } from '#marketplace/models/bid'
import { localIsoDate } from '#transports/domain/dates'
import { pageFrom } from '#core/paging'
import { refuse } from '#marketplace/controllers/buy_now_controller'
import { bidRefusal } from '#marketplace/controllers/bid_outcome'
import TeamBidRowTransformer from '#marketplace/transformers/team_bid_row_transformer'

/** Transporter area: the team's bids (list), offer one on a transport, withdraw it. */
export default class BidsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('browse', ctx.currentTeam)
    const qs = ctx.request.qs()
    const filters = { state: parseBidState(qs.state), page: pageFrom(qs.page) }
    const page = await teamBids(ctx.currentTeam.team.id, filters)
    return ctx.inertia.render('transporter/bids/index', {
      bids: TeamBidRowTransformer.paginate(page.data, page.meta),
      filters: { state: filters.state },
      states: [...BID_STATES],
    })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('take', ctx.currentTeam)
    const input = await ctx.request.validateUsing(bidValidator)
    const result = await placeBid({
      transportId: ctx.params.id,
      teamId: ctx.currentTeam.team.id,
      userId: ctx.auth.user!.id,
      amountCents: input.amount,
      pickupOn: localIsoDate(input.pickupOn),
      note: input.note || null,
    })
    if (!result.ok) return bidRefusal(ctx, result)
    ctx.session.flash('success', ctx.i18n.t('marketplace.flash.bid_placed'))
    return ctx.response.redirect().toRoute('transporter.marketplace.show', { id: ctx.params.id })
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('take', ctx.currentTeam)
    const result = await withdrawBid({ bidId: ctx.params.bidId, teamId: ctx.currentTeam.team.id })
    if (!result.ok) return refuse(ctx, result.error === 'binding' ? 'bid_binding' : 'bid_not_open')
    ctx.session.flash('success', ctx.i18n.t('marketplace.flash.bid_withdrawn'))
    return ctx.response.redirect().back()
  }
}
