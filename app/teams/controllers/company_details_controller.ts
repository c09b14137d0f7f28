import type { HttpContext } from '@adonisjs/core/http'
import { updateCompanyValidator } from '#teams/validators/team_validators'
import { updateCompanyData } from '#teams/actions/update_team'
import { teamMembership } from '#teams/controllers/team_access'

/** The team's company data: legal name, P.IVA, codice fiscale, SDI/PEC, office (owners and admins). */
export default class CompanyDetailsController {
  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const { returnTo, ...data } = await ctx.request.validateUsing(updateCompanyValidator)
    await updateCompanyData(member.team, data)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.company_updated'))
    /* the same form on Settings → Billing (the dealer's invoicing data) goes back there */
    if (returnTo === 'billing') return ctx.response.redirect().toRoute('settings.billing')
    return ctx.response.redirect().toRoute('teams.main', { id: member.team.id })
  }
}
