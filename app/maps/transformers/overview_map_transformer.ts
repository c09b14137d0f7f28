/**
 * Maps → Overview: the active transports, each at its last known position
 * (a carrier's phone, picked up or in transit) or as its route from the
 * pickup province to the delivery province; `located` false when neither
 * is known (the list counts them "without position").
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MapTransportRow, LastPosition } from '#maps/queries/maps'
import type { MapTiles } from '#pricing/domain/map_tiles'
import { mapFrame, placeOf } from '#maps/transformers/map_points'

export type OverviewMapResource = {
  rows: (MapTransportRow & { position: LastPosition | null })[]
  capped: boolean
  limit: number
  tiles: MapTiles
}

function itemOf(row: OverviewMapResource['rows'][number]) {
  const pickup = placeOf(row.pickupCity, row.pickupProvince)
  const delivery = placeOf(row.deliveryCity, row.deliveryProvince)
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    carrierName: row.carrierName,
    pickupOn: row.pickupOn,
    vehicleCount: row.vehicleCount,
    pickup,
    delivery,
    position: row.position,
    located: row.position !== null || (pickup.at !== null && delivery.at !== null),
  }
}

export default class OverviewMapTransformer extends BaseTransformer<OverviewMapResource> {
  toObject() {
    return { ...mapFrame(this.resource), transports: this.resource.rows.map(itemOf) }
  }
}
