import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#teams/queries/current_team'
import { teamOverview } from '#dashboards/queries/team_overview'

export default class DealerDashboardController {
  async show(ctx: HttpContext) {
    const current = (await currentTeamOf(ctx))!
    return ctx.inertia.render('dealer/dashboard', { overview: await teamOverview(current.team.id) })
  }
}
