import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { dealerTeamsForFilter, listAllRequests } from '#requests/queries/request_pages'
import { staffListFilters } from '#requests/validators/request_validators'
import { REQUEST_STATES } from '#requests/domain/request_rules'
import TransportRequestRowTransformer from '#requests/transformers/transport_request_row_transformer'
import TeamTransformer from '#teams/transformers/team_transformer'

/** Staff → Requests: every dealer's requests, filtered through the URL. */
export default class AdminRequestsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportRequestPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = await staffListFilters(ctx.request.qs())
    const page = await listAllRequests(filters, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('admin/requests/index', {
      requests: TransportRequestRowTransformer.paginate(page.data, page.meta).useVariant(
        'forStaffList'
      ),
      filters,
      states: [...REQUEST_STATES],
      teams: ctx.inertia.defer(async () => TeamTransformer.transform(await dealerTeamsForFilter())),
    })
  }
}
