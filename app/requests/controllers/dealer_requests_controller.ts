import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { listTeamRequests } from '#requests/queries/request_pages'
import { dealerListFilters } from '#requests/validators/request_validators'
import { REQUEST_STATES } from '#requests/domain/request_rules'
import TransportRequestRowTransformer from '#requests/transformers/transport_request_row_transformer'

/** Dealer → Requests: the team's transport requests, filtered through the URL, 20 per page. */
export default class DealerRequestsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportRequestPolicy').authorize('viewOwn', ctx.currentTeam)
    const filters = await dealerListFilters(ctx.request.qs())
    const page = pageFrom(ctx.request.qs().page)
    const requests = await listTeamRequests(ctx.currentTeam.team.id, filters, page)
    return ctx.inertia.render('dealer/requests/index', {
      requests: TransportRequestRowTransformer.paginate(requests.data, requests.meta),
      filters,
      states: [...REQUEST_STATES],
    })
  }
}
