import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import { found } from '#core/exceptions/not_found_exception'
import { mayTake, mayUseMarketplace, type CarrierTeam } from '#marketplace/domain/eligibility'
import {
  filterValues,
  parseMarketplaceFilters,
  parseMarketplaceView,
  type MarketplaceFilters,
} from '#marketplace/domain/filters'
import {
  carrierOf,
  MARKETPLACE_MAP_LIMIT,
  marketplaceList,
  marketplaceMap,
  marketplaceTransport,
} from '#marketplace/queries/marketplace'
import { marketplaceChoices } from '#marketplace/queries/choices'
import { biddingFor } from '#marketplace/queries/bids'
import { hasAcceptedInvitation, openSessionOf } from '#marketplace/queries/session_membership'
import BidTransformer from '#marketplace/transformers/bid_transformer'
import { refuse } from '#marketplace/controllers/buy_now_controller'
import MarketplaceRowTransformer from '#marketplace/transformers/marketplace_row_transformer'
import MarketplaceTransportTransformer from '#marketplace/transformers/marketplace_transport_transformer'
import { vehicleCategoryNames } from '#pricing/queries/vehicle_catalogue'
import CategoryChoiceTransformer from '#pricing/transformers/category_choice_transformer'
import MarketplaceMapTransformer from '#marketplace/transformers/marketplace_map_transformer'
import { currentMapTiles } from '#pricing/queries/map_tiles'
import { tileImageSource } from '#pricing/domain/map_tiles'
import { setExtraImageSources } from '#core/http/content_security_policy'
import { toId } from '#core/http/route_params'
import { ownSearch, savedSearchesWithNews } from '#marketplace/queries/saved_searches'
import { openSearch } from '#marketplace/actions/saved_searches'
import SavedSearchRowTransformer from '#marketplace/transformers/saved_search_row_transformer'
import { dealerScore } from '#ratings/queries/ratings'

/** The vehicle categories' names and the dealer's score (not who the dealer is) for a transport's page. */
async function showExtras(transport: Transport) {
  const [categories, score] = await Promise.all([
    vehicleCategoryNames(),
    dealerScore(transport.teamId),
  ])
  return { categories: CategoryChoiceTransformer.transform(categories), dealerScore: score }
}

/** A page of the list of what the team may take. */
async function listOf(team: CarrierTeam, filters: MarketplaceFilters) {
  const page = await marketplaceList(team, filters)
  return { transports: MarketplaceRowTransformer.paginate(page.data, page.meta), map: null }
}

/** The same transports as markers (capped), with the tile server to draw them on (none: offline outline). */
async function mapOf(team: CarrierTeam, filters: MarketplaceFilters) {
  const [markers, tiles] = await Promise.all([marketplaceMap(team, filters), currentMapTiles()])
  /* Saved on another instance: this one's pages let the tiles in from now on. */
  setExtraImageSources([tileImageSource(tiles.urlTemplate)])
  const map = { ...markers, limit: MARKETPLACE_MAP_LIMIT, tiles }
  return { transports: null, map: MarketplaceMapTransformer.transform(map) }
}

/** What the team may take, as the view shows it (nothing when it may not use the marketplace). */
function offersOf(team: CarrierTeam, filters: MarketplaceFilters, view: 'list' | 'map') {
  if (!mayUseMarketplace(team).ok) return { transports: null, map: null }
  return (view === 'map' ? mapOf : listOf)(team, filters)
}

/**
 * The user's saved searches (their new transports counted after the page,
 * deferred), and when the search opened now was last seen: the rows
 * published since are flagged new.
 */
async function searchesOf(ctx: HttpContext, team: CarrierTeam) {
  const user = ctx.auth.user!
  const teamId = ctx.currentTeam.team.id
  const searchId = toId(ctx.request.qs().search)
  const opened = searchId ? await ownSearch(searchId, user.id, teamId) : null
  const lastSeen = opened ? await openSearch(opened) : null
  return {
    newSince: lastSeen ? lastSeen.toUTC().toISO() : null,
    openedSearch: opened?.id ?? null,
    savedSearches: ctx.inertia.defer(async () =>
      SavedSearchRowTransformer.transform(await savedSearchesWithNews(user.id, teamId, team))
    ),
  }
}

/**
 * Transporter area → Marketplace: the published transports the team may
 * take (list or map, with filters and sorts in the URL) and one of them. A
 * team that may not work from the marketplace sees why, and no transport.
 */
export default class MarketplaceController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('browse', ctx.currentTeam)
    const team = carrierOf(ctx.currentTeam.team)
    const allowed = mayUseMarketplace(team)
    const filters = parseMarketplaceFilters(ctx.request.qs())
    const view = parseMarketplaceView(ctx.request.qs())
    return ctx.inertia.render('transporter/marketplace/index', {
      ...(await offersOf(team, filters, view)),
      ...(await searchesOf(ctx, team)),
      view,
      refusal: allowed.ok ? null : allowed.error,
      filters: filterValues(filters),
      ...(await marketplaceChoices()),
    })
  }

  async show(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('browse', ctx.currentTeam)
    const transport = found(await marketplaceTransport(ctx.params.id))
    const elsewhere = await this.notOnOffer(ctx, transport)
    if (elsewhere) return elsewhere
    const mayTakeIt = await ctx.bouncer.with('MarketplacePolicy').allows('take', ctx.currentTeam)
    const { mine, ...bidding } = await biddingFor(transport, ctx.currentTeam.team.id)
    return ctx.inertia.render('transporter/marketplace/show', {
      transport: MarketplaceTransportTransformer.transform(transport),
      ...(await showExtras(transport)),
      bidding,
      myBid: mine ? BidTransformer.transform(mine) : null,
      can: { buy: mayTakeIt, bid: mayTakeIt && bidding.open && !mine },
    })
  }

  /**
   * Its own transport opens on the team's page, one in a private session on
   * the session's page (for an invited team); one it may not take is refused
   * with the reason.
   */
  private async notOnOffer(ctx: HttpContext, transport: Transport) {
    const teamId = ctx.currentTeam.team.id
    if (transport.transporterTeamId === teamId)
      return ctx.response.redirect().toRoute('transporter.transports.show', { id: transport.id })
    const check = mayTake(carrierOf(ctx.currentTeam.team), transport)
    if (!check.ok) return refuse(ctx, check.error)
    const sessionId = await openSessionOf(transport.id)
    if (sessionId === null) return null
    if (await hasAcceptedInvitation(sessionId, teamId))
      return ctx.response.redirect().toRoute('transporter.sessions.show', { id: sessionId })
    return refuse(ctx, 'in_private_session')
  }
}
