import type { HttpContext } from '@adonisjs/core/http'
import { updateCompanyValidator, updateTeamNameValidator } from '#teams/validators/team_validators'
import { updateCompanyData, updateTeamName } from '#teams/actions/update_team'
import { companyData } from '#teams/queries/team_pages'
import { tabProps, teamFromUrl } from '#teams/controllers/team_access'

/** The "main" tab: team name, company data, deletion. */
export default class TeamMainController {
  async show(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    return ctx.inertia.render('account/teams/main', {
      ...(await tabProps(ctx, team)),
      company: companyData(team),
    })
  }

  async updateName(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const { name } = await ctx.request.validateUsing(updateTeamNameValidator)
    await updateTeamName(team, name)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.name_updated'))
    return ctx.response.redirect(`/teams/${team.id}/main`)
  }

  async updateCompany(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const data = await ctx.request.validateUsing(updateCompanyValidator)
    await updateCompanyData(team, data)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.company_updated'))
    return ctx.response.redirect(`/teams/${team.id}/main`)
  }
}
