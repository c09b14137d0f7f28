import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import { found } from '#core/exceptions/not_found_exception'
import { transportPanels } from '#transports/controllers/transport_panels'
import { parseTransportFilters, staffFilterValues } from '#transports/domain/filters'
import { staffChoices } from '#transports/domain/state_machine'
import {
  listTransports,
  requestDocuments,
  scopeOf,
  staffFilterOptions,
  teamOptions,
  transportPage,
} from '#transports/queries/transport_pages'
import TransportTransformer from '#transports/transformers/transport_transformer'
import { vehicleCategoryNames } from '#pricing/queries/vehicle_catalogue'
import CategoryChoiceTransformer from '#pricing/transformers/category_choice_transformer'
import TransportRowTransformer from '#transports/transformers/transport_row_transformer'
import { bidsForStaff } from '#marketplace/queries/bids'
import BidTransformer from '#marketplace/transformers/bid_transformer'
import { carrierScore } from '#ratings/queries/ratings'

/** Admin area: every transport (list with filters, page with its state actions). */
export default class AdminTransportsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseTransportFilters(ctx.request.qs())
    const page = await listTransports(scopeOf(ctx.currentTeam), filters)
    return ctx.inertia.render('admin/transports/index', {
      transports: TransportRowTransformer.paginate(page.data, page.meta).useVariant('forStaffRow'),
      filters: staffFilterValues(filters),
      ...(await staffFilterOptions()),
    })
  }

  async show(ctx: HttpContext) {
    const transport = found(await transportPage(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('view', ctx.currentTeam, transport)
    const choices = await this.choicesFor(ctx, transport)
    return ctx.inertia.render('admin/transports/show', {
      transport: TransportTransformer.transform(transport).useVariant('forStaff'),
      documents: await requestDocuments(transport),
      categories: CategoryChoiceTransformer.transform(await vehicleCategoryNames()),
      ...choices,
      ...(await transportPanels(ctx, transport, 'staff')),
      bids: BidTransformer.transform(await bidsForStaff(transport.id)).useVariant('forStaff'),
      carrierScore: await carrierScore(transport.transporterTeamId),
    })
  }

  /** The state changes and the assignment this member may make now (with the carriers to choose from). */
  private async choicesFor(ctx: HttpContext, transport: Transport) {
    const policy = ctx.bouncer.with('TransportPolicy')
    const choices = staffChoices(transport.state, {
      assign: await policy.allows('assign', ctx.currentTeam, transport),
      changeState: await policy.allows('changeState', ctx.currentTeam, transport),
    })
    const transporters = choices.canAssign ? await teamOptions('transporter', true) : []
    return { ...choices, transporters }
  }
}
