import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException, { found } from '#core/exceptions/not_found_exception'
import { findTeamRequest } from '#requests/queries/request_pages'
import {
  fieldProblemsError,
  saveFromForm,
  savedRedirect,
} from '#requests/controllers/request_forms'

/**
 * Dealer: saves the form, as a draft or submitted. A submitted request is
 * priced at once (quoted) or sent to staff for a manual quote.
 */
export default class DealerRequestSavesController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('TransportRequestPolicy').authorize('create', ctx.currentTeam)
    const { submit, result } = await saveFromForm(ctx)
    if (result.ok) return savedRedirect(ctx, submit, result.value)
    throw result.error === 'invalid'
      ? fieldProblemsError(result.problems, ctx.i18n)
      : new NotFoundException()
  }

  async update(ctx: HttpContext) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('TransportRequestPolicy').authorize('update', ctx.currentTeam, request)
    const { submit, result } = await saveFromForm(ctx, request)
    if (result.ok) return savedRedirect(ctx, submit, result.value)
    if (result.error === 'invalid') throw fieldProblemsError(result.problems, ctx.i18n)
    ctx.session.flash('error', ctx.i18n.t('requests.flash.not_editable'))
    return ctx.response.redirect().toRoute('dealer.requests.show', { id: request.id })
  }
}
