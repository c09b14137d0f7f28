import type { HttpContext } from '@adonisjs/core/http'
import { parseDocumentFilters } from '#documents/domain/documents'
import { DOCUMENT_KINDS, documentRows } from '#documents/queries/transport_documents'
import TransportDocumentTransformer from '#documents/transformers/transport_document_transformer'

/** Admin → Documents → Documenti dei trasporti: every transport's CMR and proofs, filtered in the URL. */
export default class AdminTransportDocumentsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('DocumentPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseDocumentFilters(ctx.request.qs(), DOCUMENT_KINDS)
    const page = await documentRows(filters)
    return ctx.inertia.render('admin/transport_documents/index', {
      documents: TransportDocumentTransformer.paginate(page.data, page.meta),
      filters: {
        kind: filters.kind ?? null,
        from: filters.from ?? null,
        to: filters.to ?? null,
        q: filters.q ?? null,
      },
      kinds: [...DOCUMENT_KINDS],
    })
  }
}
