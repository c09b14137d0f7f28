/**
 * Maps → Requests: the requests waiting for the dealer's order (submitted:
 * waiting for a quote; quoted: with a valid quote), at their pickup place.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MapRequestRow } from '#maps/queries/maps'
import type { MapTiles } from '#pricing/domain/map_tiles'
import { mapFrame, placeOf } from '#maps/transformers/map_points'

export type RequestsMapResource = {
  rows: MapRequestRow[]
  capped: boolean
  limit: number
  tiles: MapTiles
}

function itemOf(row: MapRequestRow) {
  const pickup = placeOf(row.pickupCity, row.pickupProvince)
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    dealerName: row.dealerName,
    pickup,
    delivery: placeOf(row.deliveryCity, row.deliveryProvince),
    pickupDateFrom: row.pickupDateFrom,
    vehicleCount: row.vehicleCount,
    needsManualQuote: row.needsManualQuote,
    quoteGrossCents: row.quoteGrossCents,
    quoteExpiresAt: row.quoteExpiresAt,
    located: pickup.at !== null,
  }
}

export default class RequestsMapTransformer extends BaseTransformer<RequestsMapResource> {
  toObject() {
    return { ...mapFrame(this.resource), requests: this.resource.rows.map(itemOf) }
  }
}
