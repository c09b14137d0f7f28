/**
 * The marketplace's map view: one marker per transport, placed at its pickup
 * province (the map knows the provinces' coordinates), with what its popup
 * shows: the towns and provinces of the route, the pickup date, the vehicles
 * and the payout. Never a street, a referent or the dealer. `capped` when
 * there were more transports than the map's `limit`; `tiles` is the tile
 * server of the platform settings (null: the offline outline of Italy).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MarketplaceMarkerRow } from '#marketplace/queries/marketplace'
import type { MapTiles } from '#pricing/domain/map_tiles'

export type MarketplaceMapResource = {
  rows: MarketplaceMarkerRow[]
  capped: boolean
  limit: number
  tiles: MapTiles
}

function markerOf(row: MarketplaceMarkerRow) {
  return {
    id: row.id,
    reference: row.reference,
    pickup: { city: row.pickupCity, province: row.pickupProvince },
    delivery: { city: row.deliveryCity, province: row.deliveryProvince },
    pickupOn: row.pickupOn,
    vehicleCount: row.vehicleCount,
    payoutCents: row.payoutCents,
  }
}

export default class MarketplaceMapTransformer extends BaseTransformer<MarketplaceMapResource> {
  toObject() {
    const { rows, capped, limit, tiles } = this.resource
    return {
      markers: rows.map(markerOf),
      capped,
      limit,
      tiles: tiles.urlTemplate
        ? { urlTemplate: tiles.urlTemplate, attribution: tiles.attribution }
        : null,
    }
  }
}
