import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#teams/queries/current_team'

export default class SiteController {
  async welcome({ inertia }: HttpContext) {
    return inertia.render('site/welcome', {})
  }

  async privacy({ inertia }: HttpContext) {
    return inertia.render('site/privacy', {})
  }

  async terms({ inertia }: HttpContext) {
    return inertia.render('site/terms', {})
  }

  /** Where a signed-in user lands: their area's dashboard, or team creation. */
  async home(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    if (!current) return ctx.response.redirect('/teams/create')
    return ctx.response.redirect(`/${current.area}`)
  }
}
