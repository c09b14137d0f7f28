import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import { found } from '#core/exceptions/not_found_exception'
import { transportPanels } from '#transports/controllers/transport_panels'
import { carrierFilterValues, parseTransportFilters } from '#transports/domain/filters'
import { TRANSPORT_STATES } from '#transports/domain/state_machine'
import { listTransports, scopeOf, transportPage } from '#transports/queries/transport_pages'
import TransportTransformer from '#transports/transformers/transport_transformer'
import TransportRowTransformer from '#transports/transformers/transport_row_transformer'
import { vehicleCategoryNames } from '#pricing/queries/vehicle_catalogue'
import CategoryChoiceTransformer from '#pricing/transformers/category_choice_transformer'
import { carrierOf } from '#marketplace/queries/marketplace'
import { returnLoadsOf } from '#marketplace/queries/return_loads'
import ReturnLoadTransformer from '#marketplace/transformers/return_load_transformer'
import { ratingPanel } from '#ratings/queries/rating_panel'
import { driversOf } from '#transports/queries/drivers'

/** The rating box: the carrier rates the dealer (its identity stays what the page already shows). */
async function ratingProps(ctx: HttpContext, transport: Transport) {
  const allowed = await ctx.bouncer.with('RatingPolicy').allows('rate', ctx.currentTeam, transport)
  return ratingPanel(transport, ctx.currentTeam.team.id, allowed)
}

/** The return loads of the transport, after the page, for the office (MarketplacePolicy.browse). */
async function returnLoadsProps(ctx: HttpContext, transport: Transport) {
  const browse = await ctx.bouncer.with('MarketplacePolicy').allows('browse', ctx.currentTeam)
  if (!browse) return { can: { browseMarketplace: false } }
  const team = carrierOf(ctx.currentTeam.team)
  return {
    can: { browseMarketplace: true },
    returnLoads: ctx.inertia.defer(async () =>
      ReturnLoadTransformer.transform(await returnLoadsOf(team, transport))
    ),
  }
}

/**
 * The actions panel (issue 11): who may choose the driver, schedule the
 * pickup, operate it (TransportPolicy), with the team's drivers to choose from.
 */
async function executionProps(ctx: HttpContext, transport: Transport) {
  const policy = ctx.bouncer.with('TransportPolicy')
  const [assignDriver, schedule, operate] = await Promise.all([
    policy.allows('assignDriver', ctx.currentTeam, transport),
    policy.allows('schedule', ctx.currentTeam, transport),
    policy.allows('operate', ctx.currentTeam, transport),
  ])
  const drivers = assignDriver ? await driversOf(ctx.currentTeam.team.id) : []
  return { execution: { assignDriver, schedule, operate, drivers } }
}

/**
 * Transporter area: the transports the team won (list and page). The page is
 * the carrier's view: its payout, and the addresses and referents now that
 * the transport is its own; never the dealer's price. To the team's office
 * (not its drivers: MarketplacePolicy.browse) the page suggests return loads,
 * after the page (deferred). A dispute about the delivery shows read-only
 * (the carrier answers through staff).
 */
export default class TransporterTransportsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseTransportFilters(ctx.request.qs())
    const page = await listTransports(scopeOf(ctx.currentTeam), filters)
    return ctx.inertia.render('transporter/transports/index', {
      transports: TransportRowTransformer.paginate(page.data, page.meta).useVariant(
        'forCarrierRow'
      ),
      filters: carrierFilterValues(filters),
      states: [...TRANSPORT_STATES].filter((state) => state !== 'published'),
    })
  }

  async show(ctx: HttpContext) {
    const transport = found(await transportPage(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('view', ctx.currentTeam, transport)
    return ctx.inertia.render('transporter/transports/show', {
      transport: TransportTransformer.transform(transport).useVariant(
        ctx.currentTeam.role === 'driver' ? 'forDriver' : 'forTransporter'
      ),
      categories: CategoryChoiceTransformer.transform(await vehicleCategoryNames()),
      ...(await returnLoadsProps(ctx, transport)),
      ...(await ratingProps(ctx, transport)),
      ...(await executionProps(ctx, transport)),
      ...(await transportPanels(ctx, transport, 'transporter')),
    })
  }
}
