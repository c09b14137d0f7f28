import type { HttpContext } from '@adonisjs/core/http'
import { teamOverview } from '#dashboards/queries/team_overview'
import { transporterActivity } from '#dashboards/queries/transporter_activity'
import { transporterMarketplace } from '#dashboards/queries/transporter_marketplace'
import { carrierOf } from '#marketplace/queries/marketplace'
import TeamOverviewTransformer from '#dashboards/transformers/team_overview_transformer'
import TransporterActivityTransformer from '#dashboards/transformers/transporter_activity_transformer'
import TransporterMarketplaceTransformer from '#dashboards/transformers/transporter_marketplace_transformer'
import { ownScore } from '#ratings/queries/ratings'

/** The marketplace cards, for the office only (MarketplacePolicy.browse): a driver gets null. */
async function marketplaceCards(ctx: HttpContext) {
  const browse = await ctx.bouncer.with('MarketplacePolicy').allows('browse', ctx.currentTeam)
  if (!browse) return { marketplace: null, can: { browseMarketplace: false } }
  const { team } = ctx.currentTeam
  const cards = await transporterMarketplace(carrierOf(team), team.id)
  return {
    marketplace: TransporterMarketplaceTransformer.transform(cards),
    can: { browseMarketplace: true },
  }
}

/** The team's own cards: overview, activity and its score (dealers' ratings, per criterion). */
async function teamCards(teamId: number) {
  const [overview, activity, ownRating] = await Promise.all([
    teamOverview(teamId),
    transporterActivity(teamId),
    ownScore(teamId, 'dealer_to_carrier'),
  ])
  return {
    overview: TeamOverviewTransformer.transform(overview),
    activity: TransporterActivityTransformer.transform(activity),
    ownRating,
  }
}

/**
 * The carrier team's dashboard: the transports assigned to it, its earnings,
 * set-up and own score (dealers' ratings, per criterion); to its office (not
 * its drivers) the marketplace cards too: open bids, sessions running,
 * invitations waiting, return loads.
 */
export default class TransporterDashboardController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    /* A driver sees nothing of the team's business: only their transports. */
    if (ctx.currentTeam.role === 'driver')
      return ctx.response.redirect().toRoute('transporter.transports.index')
    const { team } = ctx.currentTeam
    const [cards, marketplace] = await Promise.all([teamCards(team.id), marketplaceCards(ctx)])
    return ctx.inertia.render('transporter/dashboard', {
      ...cards,
      verified: team.verifiedAt !== null,
      ...marketplace,
    })
  }
}
