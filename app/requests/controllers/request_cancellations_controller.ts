import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTeamRequest } from '#requests/queries/request_pages'
import { cancelRequest } from '#requests/actions/manage_requests'

/** Dealer: cancels a request that is not ordered yet (its valid quote stops being valid). */
export default class RequestCancellationsController {
  async store(ctx: HttpContext) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('TransportRequestPolicy').authorize('cancel', ctx.currentTeam, request)
    const result = await cancelRequest(request)
    const data = { reference: request.reference }
    if (result.ok) ctx.session.flash('success', ctx.i18n.t('requests.flash.cancelled', data))
    else ctx.session.flash('error', ctx.i18n.t('requests.flash.not_cancellable'))
    return ctx.response.redirect().toRoute('dealer.requests.show', { id: request.id })
  }
}
