import type { HttpContext } from '@adonisjs/core/http'
import TeamTransformer from '#teams/transformers/team_transformer'
import { tabProps, teamMembership } from '#teams/controllers/team_access'

/** The "main" tab: team name, company data, deletion. */
export default class TeamMainController {
  async show(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    return ctx.inertia.render('account/teams/main', {
      ...(await tabProps(ctx, member)),
      company: TeamTransformer.transform(member.team).useVariant('forCompany'),
    })
  }
}
