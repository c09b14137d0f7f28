import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'
import { teamOverview } from '#dashboards/queries/team_overview'
import { dealerActivity } from '#dashboards/queries/dealer_activity'

export default class DealerDashboardController {
  async show(ctx: HttpContext) {
    const current = (await currentTeamOf(ctx))!
    const [overview, activity] = await Promise.all([
      teamOverview(current.team.id),
      dealerActivity(current.team.id),
    ])
    return ctx.inertia.render('dealer/dashboard', { overview, activity })
  }
}
