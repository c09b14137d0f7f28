import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { ratingValidator } from '#ratings/validators/rating_validators'
import { rateTransport } from '#ratings/actions/rate_transport'

/** The transport page the rating came from (the dealer's or the carrier's). */
const backTo = (ctx: HttpContext) =>
  ctx.currentTeam.team.kind === 'dealer' ? 'dealer.transports.show' : 'transporter.transports.show'

/**
 * The dealer rates the carrier of a completed transport, the carrier the
 * dealer (RatingPolicy.rate: owners, admins, members); a refusal goes back
 * to the page with the translated reason and writes nothing.
 */
export default class RatingsController {
  async store(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('RatingPolicy').authorize('rate', ctx.currentTeam, transport)
    const { score1, score2, score3, comment } = await ctx.request.validateUsing(ratingValidator)
    const result = await rateTransport({
      transportId: transport.id,
      teamId: ctx.currentTeam.team.id,
      userId: ctx.auth.user!.id,
      scores: [score1, score2, score3],
      comment: comment || null,
    })
    const message = result.ok ? 'ratings.flash.saved' : `ratings.errors.${result.error}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(message))
    return ctx.response.redirect().toRoute(backTo(ctx), { id: transport.id })
  }
}
