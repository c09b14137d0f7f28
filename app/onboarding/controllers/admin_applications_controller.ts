import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import {
  applicationFiltersOf,
  applicationRows,
  documentsOf,
  findApplication,
  findDocument,
} from '#onboarding/queries/applications'
import { canDecide } from '#onboarding/domain/application_rules'
import ApplicationRowTransformer from '#onboarding/transformers/application_row_transformer'
import ApplicationTransformer from '#onboarding/transformers/application_transformer'
import ApplicationDocumentTransformer from '#onboarding/transformers/application_document_transformer'
import { categoryChoices, sendFile } from '#onboarding/controllers/application_access'

/** Admin → Onboarding: the applications by state, one application's review, its files. */
export default class AdminApplicationsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('review', ctx.currentTeam)
    const filters = applicationFiltersOf(ctx.request.qs())
    const page = await applicationRows(filters)
    return ctx.inertia.render('admin/onboarding/index', {
      applications: ApplicationRowTransformer.paginate(page.data, page.meta),
      filters: { state: filters.state ?? '' },
    })
  }

  async show(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('review', ctx.currentTeam)
    const application = found(await findApplication(ctx.params.id))
    return ctx.inertia.render('admin/onboarding/show', {
      application: ApplicationTransformer.transform(application).useVariant('forStaff'),
      documents: ApplicationDocumentTransformer.transform(await documentsOf(application.id)),
      catalogue: await categoryChoices(ctx),
      can: { decide: canDecide(application.state) },
    })
  }

  async download(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('review', ctx.currentTeam)
    const application = found(await findApplication(ctx.params.id))
    return sendFile(ctx, found(await findDocument(application.id, ctx.params.documentId)))
  }
}
