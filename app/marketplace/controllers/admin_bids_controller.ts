import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { acceptBidValidator } from '#marketplace/validators/marketplace_validators'
import { acceptBid } from '#marketplace/actions/accept_bid'
import { bidOfTransport } from '#marketplace/queries/bids'
import type { Result } from '#core/result'

/** Admin area → a transport's page: staff award the transport to one of its bids. */
export default class AdminBidsController {
  async accept(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('assign', ctx.currentTeam, transport)
    const bid = found(await bidOfTransport(ctx.params.bidId, transport.id))
    const input = await ctx.request.validateUsing(acceptBidValidator)
    const result = await acceptBid({
      bidId: bid.id,
      actor: { kind: 'admin', userId: ctx.auth.user!.id },
      via: 'bid',
      expectedVersion: input.stateVersion,
    })
    return backToStaffTransport(ctx, result, transport.id)
  }
}

/** The award's outcome as a message on the admin transport page. */
function backToStaffTransport(ctx: HttpContext, result: Result<unknown, string>, id: number) {
  const message = result.ok
    ? 'marketplace.flash.bid_accepted'
    : `marketplace.errors.${result.error}`
  ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(message))
  return ctx.response.redirect().toRoute('admin.transports.show', { id })
}
