import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTeamRequest } from '#requests/queries/request_pages'
import { attachmentsOf } from '#requests/queries/request_attachments'
import { canEdit } from '#requests/domain/request_rules'
import { formChoices } from '#requests/controllers/request_forms'
import TransportRequestTransformer from '#requests/transformers/transport_request_transformer'
import RequestAttachmentTransformer from '#requests/transformers/request_attachment_transformer'

/** Dealer: the request form with its live quote, empty or with a draft (only drafts are edited). */
export default class DealerRequestFormsController {
  async create(ctx: HttpContext) {
    await ctx.bouncer.with('TransportRequestPolicy').authorize('create', ctx.currentTeam)
    return ctx.inertia.render('dealer/requests/form', {
      request: null,
      ...(await formChoices(ctx.currentTeam.team.id)),
      attachments: [],
    })
  }

  async edit(ctx: HttpContext) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('TransportRequestPolicy').authorize('update', ctx.currentTeam, request)
    if (!canEdit(request.state))
      return ctx.response.redirect().toRoute('dealer.requests.show', { id: request.id })
    return ctx.inertia.render('dealer/requests/form', {
      request: TransportRequestTransformer.transform(request).useVariant('forForm'),
      ...(await formChoices(ctx.currentTeam.team.id)),
      attachments: RequestAttachmentTransformer.transform(await attachmentsOf(request.id)),
    })
  }
}
