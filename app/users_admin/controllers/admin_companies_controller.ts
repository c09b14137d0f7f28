import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { parseCompanyFilters, type CompanyKind } from '#users_admin/domain/companies'
import { companiesPage, findCompany } from '#users_admin/queries/companies'
import { companyPage } from '#users_admin/queries/company_page'
import CompanyRowTransformer from '#users_admin/transformers/company_row_transformer'
import CompanyTransformer from '#users_admin/transformers/company_transformer'
import CompanyPageTransformer from '#users_admin/transformers/company_page_transformer'

/** Admin → Users: the dealers, the carriers, and a company's page. */
export default class AdminCompaniesController {
  dealers(ctx: HttpContext) {
    return list(ctx, 'dealer')
  }

  transporters(ctx: HttpContext) {
    return list(ctx, 'transporter')
  }

  async show(ctx: HttpContext) {
    const policy = ctx.bouncer.with('CompanyPolicy')
    await policy.authorize('viewAny', ctx.currentTeam)
    const team = found(await findCompany(ctx.params.id))
    const page = await companyPage(team)
    return ctx.inertia.render('admin/users/teams/show', {
      team: CompanyTransformer.transform(team),
      page: CompanyPageTransformer.transform(page),
      can: {
        manage: await policy.allows('manage', ctx.currentTeam),
        impersonate: await policy.allows('impersonate', ctx.currentTeam),
      },
    })
  }
}

async function list(ctx: HttpContext, kind: CompanyKind) {
  const policy = ctx.bouncer.with('CompanyPolicy')
  await policy.authorize('viewAny', ctx.currentTeam)
  const filters = parseCompanyFilters(ctx.request.qs(), kind)
  const page = await companiesPage(kind, pageFrom(ctx.request.qs().page), filters)
  return ctx.inertia.render(`admin/users/${kind}s/index`, {
    companies: CompanyRowTransformer.paginate(page.data, page.meta),
    filters,
    canCreate: await policy.allows('manage', ctx.currentTeam),
  })
}
