import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'
import { company } from '#config/company'
import { cookiesInUse } from '#site/queries/cookies_in_use'

export default class SiteController {
  /** The landing page for dealers and carriers. */
  async welcome({ inertia }: HttpContext) {
    return inertia.render('site/welcome', { salesEmail: company.salesEmail })
  }

  /** Privacy policy (GDPR art. 13): the controller's identity and the cookies come from the configuration. */
  async privacy({ inertia }: HttpContext) {
    return inertia.render('site/privacy', { company, cookies: await cookiesInUse() })
  }

  async terms({ inertia }: HttpContext) {
    return inertia.render('site/terms', { company })
  }

  /** Where a signed-in user lands: their area's dashboard, or team creation. */
  async home(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    if (!current) return ctx.response.redirect('/teams/create')
    return ctx.response.redirect(`/${current.area}`)
  }
}
