import type { HttpContext } from '@adonisjs/core/http'
import { currentMapTiles } from '#pricing/queries/map_tiles'
import { tileImageSource } from '#pricing/domain/map_tiles'
import { setExtraImageSources } from '#core/http/content_security_policy'
import {
  logisticsMap,
  MAP_LIMIT,
  mapFilters,
  overviewMap,
  pickupWindow,
  requestsMap,
  transportersMap,
} from '#maps/queries/maps'
import { proposeConsolidations } from '#maps/domain/consolidation'
import OverviewMapTransformer from '#maps/transformers/overview_map_transformer'
import LogisticsMapTransformer from '#maps/transformers/logistics_map_transformer'
import RequestsMapTransformer from '#maps/transformers/requests_map_transformer'
import TransportersMapTransformer from '#maps/transformers/transporters_map_transformer'
import { provinceCoordinates } from '#shared/province_coordinates'

/** The tile server of the settings (none: the offline outline), allowed by this page's CSP. */
async function tiles() {
  const server = await currentMapTiles()
  setExtraImageSources([tileImageSource(server.urlTemplate)])
  return server
}

/** The open transports with their pickup windows, and the consolidations proposed among them. */
async function logistics(radiusKm: number) {
  const { rows, capped } = await logisticsMap()
  const windows = rows.map((row) => ({ ...row, window: pickupWindow(row) }))
  const placed = windows.flatMap((row) => {
    const pickup = provinceCoordinates(row.pickupProvince)
    const delivery = provinceCoordinates(row.deliveryProvince)
    return pickup && delivery
      ? [{ id: row.id, pickup, delivery, window: row.window, vehicleCount: row.vehicleCount }]
      : []
  })
  return { rows: windows, capped, consolidations: proposeConsolidations(placed, radiusKm) }
}

/** Admin → Maps: four maps of what is happening, each with the list it draws. */
export default class AdminMapsController {
  async overview(ctx: HttpContext) {
    await ctx.bouncer.with('MapPolicy').authorize('view', ctx.currentTeam)
    const filters = mapFilters.overview(ctx.request.qs())
    const [data, server] = await Promise.all([overviewMap(filters), tiles()])
    const map = OverviewMapTransformer.transform({ ...data, limit: MAP_LIMIT, tiles: server })
    return ctx.inertia.render('admin/maps/overview', { map, filters })
  }

  async logistics(ctx: HttpContext) {
    await ctx.bouncer.with('MapPolicy').authorize('view', ctx.currentTeam)
    const filters = mapFilters.logistics(ctx.request.qs())
    const [data, server] = await Promise.all([logistics(filters.radiusKm), tiles()])
    const resource = { ...data, radiusKm: filters.radiusKm, limit: MAP_LIMIT, tiles: server }
    return ctx.inertia.render('admin/maps/logistics', {
      map: LogisticsMapTransformer.transform(resource),
      filters,
    })
  }

  async requests(ctx: HttpContext) {
    await ctx.bouncer.with('MapPolicy').authorize('view', ctx.currentTeam)
    const filters = mapFilters.requests(ctx.request.qs())
    const [data, server] = await Promise.all([requestsMap(filters), tiles()])
    const map = RequestsMapTransformer.transform({ ...data, limit: MAP_LIMIT, tiles: server })
    return ctx.inertia.render('admin/maps/requests', { map, filters })
  }

  async transporters(ctx: HttpContext) {
    await ctx.bouncer.with('MapPolicy').authorize('view', ctx.currentTeam)
    const filters = mapFilters.transporters(ctx.request.qs())
    const [data, server] = await Promise.all([transportersMap(filters), tiles()])
    const map = TransportersMapTransformer.transform({ ...data, limit: MAP_LIMIT, tiles: server })
    return ctx.inertia.render('admin/maps/transporters', { map, filters })
  }
}
