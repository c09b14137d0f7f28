import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#teams/queries/current_team'
import { teamOverview } from '#dashboards/queries/team_overview'

export default class TransporterDashboardController {
  async show(ctx: HttpContext) {
    const current = (await currentTeamOf(ctx))!
    return ctx.inertia.render('transporter/dashboard', {
      overview: await teamOverview(current.team.id),
      verified: current.team.verifiedAt !== null,
    })
  }
}
