import type { HttpContext } from '@adonisjs/core/http'
import { teamOverview } from '#dashboards/queries/team_overview'
import { dealerActivity } from '#dashboards/queries/dealer_activity'
import TeamOverviewTransformer from '#dashboards/transformers/team_overview_transformer'
import DealerActivityTransformer from '#dashboards/transformers/dealer_activity_transformer'
import { ownScore } from '#ratings/queries/ratings'

/** The dealer team's dashboard: its requests, transports, balance, set-up and
 * its own score (carriers' ratings, per criterion). */
export default class DealerDashboardController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const teamId = ctx.currentTeam.team.id
    const [overview, activity, ownRating] = await Promise.all([
      teamOverview(teamId),
      dealerActivity(teamId),
      ownScore(teamId, 'carrier_to_dealer'),
    ])
    return ctx.inertia.render('dealer/dashboard', {
      overview: TeamOverviewTransformer.transform(overview),
      activity: DealerActivityTransformer.transform(activity),
      ownRating,
    })
  }
}
