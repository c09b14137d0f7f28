import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'
import { teamOverview } from '#dashboards/queries/team_overview'
import { transporterActivity } from '#dashboards/queries/transporter_activity'

export default class TransporterDashboardController {
  async show(ctx: HttpContext) {
    const current = (await currentTeamOf(ctx))!
    const [overview, activity] = await Promise.all([
      teamOverview(current.team.id),
      transporterActivity(current.team.id),
    ])
    return ctx.inertia.render('transporter/dashboard', {
      overview,
      activity,
      verified: current.team.verifiedAt !== null,
    })
  }
}
