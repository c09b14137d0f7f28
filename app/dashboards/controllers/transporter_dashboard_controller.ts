import type { HttpContext } from '@adonisjs/core/http'
import { teamOverview } from '#dashboards/queries/team_overview'
import { transporterActivity } from '#dashboards/queries/transporter_activity'
import TeamOverviewTransformer from '#dashboards/transformers/team_overview_transformer'
import TransporterActivityTransformer from '#dashboards/transformers/transporter_activity_transformer'

/** The carrier team's dashboard: the transports assigned to it, its earnings and set-up. */
export default class TransporterDashboardController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const { team } = ctx.currentTeam
    const [overview, activity] = await Promise.all([
      teamOverview(team.id),
      transporterActivity(team.id),
    ])
    return ctx.inertia.render('transporter/dashboard', {
      overview: TeamOverviewTransformer.transform(overview),
      activity: TransporterActivityTransformer.transform(activity),
      verified: team.verifiedAt !== null,
    })
  }
}
