import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { documentReviewValidator } from '#onboarding/validators/onboarding_validators'
import {
  findAnyTeamDocument,
  teamDocumentFiltersOf,
  teamDocumentRows,
} from '#onboarding/queries/team_documents'
import { reviewTeamDocument, type Review } from '#onboarding/actions/team_documents'
import TeamDocumentRowTransformer from '#onboarding/transformers/team_document_row_transformer'
import { sendFile } from '#onboarding/controllers/application_access'

/** Admin → Documents: the carriers' new policies and documents, accepted or rejected by staff. */
export default class AdminTeamDocumentsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('review', ctx.currentTeam)
    const filters = teamDocumentFiltersOf(ctx.request.qs())
    const page = await teamDocumentRows(filters)
    return ctx.inertia.render('admin/team_documents/index', {
      documents: TeamDocumentRowTransformer.paginate(page.data, page.meta),
      filters: { state: filters.state },
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('review', ctx.currentTeam)
    const document = found(await findAnyTeamDocument(ctx.params.id))
    const { decision, reason } = await ctx.request.validateUsing(documentReviewValidator)
    const review: Review = decision === 'reject' ? { decision, reason: reason! } : { decision }
    const result = await reviewTeamDocument(document.id, ctx.auth.user!, review)
    const key = !result.ok
      ? `onboarding.errors.${result.error}`
      : `onboarding.documents.flash.${result.value.lifted ? 'lifted' : decision}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
    return ctx.response.redirect().back()
  }

  async download(ctx: HttpContext) {
    const document = found(await findAnyTeamDocument(ctx.params.id))
    await ctx.bouncer.with('VettingPolicy').authorize('download', ctx.currentTeam, document)
    return sendFile(ctx, document)
  }
}
