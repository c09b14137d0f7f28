import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTeamRequest } from '#requests/queries/request_pages'
import { attachmentsOf } from '#requests/queries/request_attachments'
import { dealerCan } from '#requests/controllers/request_forms'
import { vehicleCategoryNames } from '#pricing/queries/vehicle_catalogue'
import CategoryChoiceTransformer from '#pricing/transformers/category_choice_transformer'
import TransportRequestTransformer from '#requests/transformers/transport_request_transformer'
import RequestAttachmentTransformer from '#requests/transformers/request_attachment_transformer'

/** Dealer: one request of the team with the quote they pay, its documents and what they may do. */
export default class DealerRequestController {
  async show(ctx: HttpContext) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('TransportRequestPolicy').authorize('view', ctx.currentTeam, request)
    return ctx.inertia.render('dealer/requests/show', {
      request: TransportRequestTransformer.transform(request).useVariant('forDealer'),
      can: await dealerCan(ctx, request),
      attachments: RequestAttachmentTransformer.transform(await attachmentsOf(request.id)),
      categories: CategoryChoiceTransformer.transform(await vehicleCategoryNames()),
    })
  }
}
