import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { transportPanels } from '#transports/controllers/transport_panels'
import { positionProps } from '#transports/controllers/position_props'
import { cancellationProps } from '#transports/controllers/cancellation_props'
import { dealerFilterValues, parseTransportFilters } from '#transports/domain/filters'
import { isEditable, TRANSPORT_STATES } from '#transports/domain/state_machine'
import {
  listTransports,
  requestDocuments,
  scopeOf,
  transportPage,
} from '#transports/queries/transport_pages'
import TransportTransformer from '#transports/transformers/transport_transformer'
import { vehicleCategoryNames } from '#pricing/queries/vehicle_catalogue'
import CategoryChoiceTransformer from '#pricing/transformers/category_choice_transformer'
import TransportRowTransformer from '#transports/transformers/transport_row_transformer'
import type Transport from '#transports/models/transport'
import { ratingPanel } from '#ratings/queries/rating_panel'
import { carrierScore } from '#ratings/queries/ratings'

/** The rating box (the dealer rates the carrier) and the carrier's score. */
async function ratingProps(ctx: HttpContext, transport: Transport) {
  const allowed = await ctx.bouncer.with('RatingPolicy').allows('rate', ctx.currentTeam, transport)
  return {
    ...(await ratingPanel(transport, ctx.currentTeam.team.id, allowed)),
    carrierScore: await carrierScore(transport.transporterTeamId),
  }
}

/** The dealer page's side panels: rating, the shared panels, the position, the cancellation. */
async function dealerPanels(ctx: HttpContext, transport: Transport) {
  return {
    ...(await ratingProps(ctx, transport)),
    ...(await transportPanels(ctx, transport, 'dealer')),
    ...(await positionProps(transport)),
    ...(await cancellationProps(ctx, transport)),
  }
}

/** Dealer area: the team's transports (list and page). */
export default class DealerTransportsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseTransportFilters(ctx.request.qs())
    const page = await listTransports(scopeOf(ctx.currentTeam), filters)
    return ctx.inertia.render('dealer/transports/index', {
      transports: TransportRowTransformer.paginate(page.data, page.meta),
      filters: dealerFilterValues(filters),
      states: [...TRANSPORT_STATES],
    })
  }

  async show(ctx: HttpContext) {
    const transport = found(await transportPage(ctx.params.id, scopeOf(ctx.currentTeam)))
    const policy = ctx.bouncer.with('TransportPolicy')
    await policy.authorize('view', ctx.currentTeam, transport)
    const mayEdit = await policy.allows('edit', ctx.currentTeam, transport)
    return ctx.inertia.render('dealer/transports/show', {
      transport: TransportTransformer.transform(transport).useVariant('forDealer'),
      documents: await requestDocuments(transport),
      categories: CategoryChoiceTransformer.transform(await vehicleCategoryNames()),
      can: { edit: mayEdit && isEditable(transport.state) },
      ...(await dealerPanels(ctx, transport)),
    })
  }
}
