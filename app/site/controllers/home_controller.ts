import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'

/** Where a signed-in user lands: their area's dashboard (a carrier's driver: their transports), or team creation. */
export default class HomeController {
  async show(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    if (!current) return ctx.response.redirect().toRoute('teams.create')
    if (current.area === 'transporter' && current.role === 'driver')
      return ctx.response.redirect().toRoute('transporter.transports.index')
    return ctx.response.redirect().toRoute(`${current.area}.dashboard`)
  }
}
