import type { HttpContext } from '@adonisjs/core/http'
import { fieldError } from '#core/http/field_error'
import { createCompany } from '#users_admin/actions/create_company'
import { createCompanyValidator } from '#users_admin/validators/company_validators'

/** Admin → Users → create a company: its data and its owner's invitation. */
export default class CompanyCreationController {
  async create(ctx: HttpContext) {
    await ctx.bouncer.with('CompanyPolicy').authorize('manage', ctx.currentTeam)
    const kind = ctx.request.qs().kind === 'transporter' ? 'transporter' : 'dealer'
    return ctx.inertia.render('admin/users/teams/create', { kind })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('CompanyPolicy').authorize('manage', ctx.currentTeam)
    const input = await ctx.request.validateUsing(createCompanyValidator)
    const result = await createCompany(input, ctx.auth.user!)
    if (!result.ok) {
      throw fieldError('vatNumber', ctx.i18n.t('users_admin.errors.vat_number_taken'))
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t('users_admin.flash.created', { email: input.ownerEmail.toLowerCase() })
    )
    return ctx.response.redirect().toRoute('admin.users.teams.show', { id: result.value.id })
  }
}
