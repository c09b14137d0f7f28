import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findRequest } from '#requests/queries/request_pages'
import { attachmentsOf } from '#requests/queries/request_attachments'
import { canQuoteManually } from '#requests/domain/request_rules'
import { vehicleCategoryNames } from '#pricing/queries/vehicle_catalogue'
import CategoryChoiceTransformer from '#pricing/transformers/category_choice_transformer'
import TransportRequestTransformer from '#requests/transformers/transport_request_transformer'
import RequestAttachmentTransformer from '#requests/transformers/request_attachment_transformer'

/** Staff: one request with its quote (commission and payout included) and documents. */
export default class AdminRequestController {
  async show(ctx: HttpContext) {
    const request = found(await findRequest(ctx.params.id))
    await ctx.bouncer.with('TransportRequestPolicy').authorize('view', ctx.currentTeam, request)
    const quotes = ctx.bouncer.with('QuotePolicy')
    return ctx.inertia.render('admin/requests/show', {
      request: TransportRequestTransformer.transform(request).useVariant('forStaff'),
      can: {
        quote:
          canQuoteManually(request.state) && (await quotes.allows('createManual', ctx.currentTeam)),
      },
      attachments: RequestAttachmentTransformer.transform(await attachmentsOf(request.id)),
      categories: CategoryChoiceTransformer.transform(await vehicleCategoryNames()),
    })
  }
}
