import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException, { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { toJson } from '#api/serialize'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { findTeamRequest, listTeamRequests } from '#requests/queries/request_pages'
import { saveRequest } from '#requests/actions/save_request'
import { dealerListFilters } from '#requests/validators/request_validators'
import { fieldProblemsError, requestInput } from '#requests/controllers/request_forms'
import TransportRequestTransformer from '#requests/transformers/transport_request_transformer'
import TransportRequestRowTransformer from '#requests/transformers/transport_request_row_transformer'

/**
 * /api/v1/transport-requests: the token user's current (dealer) team's
 * requests, in the shapes the OpenAPI document describes:
 * TransportRequestRowTransformer's rows, TransportRequestTransformer's
 * `forApi` detail.
 */
export default class ApiTransportRequestsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportRequestPolicy').authorize('viewOwn', ctx.currentTeam)
    const filters = await dealerListFilters(ctx.request.qs())
    const page = pageFrom(ctx.request.qs().page)
    const requests = await listTeamRequests(ctx.currentTeam.team.id, filters, page)
    const paginator = TransportRequestRowTransformer.paginate(requests.data, requests.meta)
    const { data, metadata } = await toJson(paginator, ctx)
    return ctx.response.ok({ data, meta: metadata })
  }

  async show(ctx: HttpContext) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('TransportRequestPolicy').authorize('view', ctx.currentTeam, request)
    return ctx.response.ok({ data: await this.detail(ctx, request.id) })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('TransportRequestPolicy').authorize('create', ctx.currentTeam)
    const data = await requestInput(ctx, true)
    const { team } = ctx.currentTeam
    const settings = await currentPricingSettings()
    const result = await saveRequest({ team, user: ctx.auth.user!, data, submit: true, settings })
    if (!result.ok && result.error === 'invalid')
      throw fieldProblemsError(result.problems, ctx.i18n)
    if (!result.ok) throw new NotFoundException()
    return ctx.response.created({ data: await this.detail(ctx, result.value.id) })
  }

  private async detail(ctx: HttpContext, id: number) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, id))
    return toJson(TransportRequestTransformer.transform(request).useVariant('forApi'), ctx)
  }
}
