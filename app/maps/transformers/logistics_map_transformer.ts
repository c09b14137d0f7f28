/**
 * Maps → Logistics: the open transports (published, assigned, scheduled)
 * with their pickup window, and the consolidations proposed among them
 * (app/maps/domain/consolidation.ts) with the km each saves.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MapTransportRow } from '#maps/queries/maps'
import type { Consolidation } from '#maps/domain/consolidation'
import type { MapTiles } from '#pricing/domain/map_tiles'
import { mapFrame, placeOf } from '#maps/transformers/map_points'

export type LogisticsMapResource = {
  rows: (MapTransportRow & { window: { from: string; to: string } })[]
  consolidations: Consolidation[]
  radiusKm: number
  capped: boolean
  limit: number
  tiles: MapTiles
}

function itemOf(row: LogisticsMapResource['rows'][number]) {
  const pickup = placeOf(row.pickupCity, row.pickupProvince)
  const delivery = placeOf(row.deliveryCity, row.deliveryProvince)
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    carrierName: row.carrierName,
    window: row.window,
    vehicleCount: row.vehicleCount,
    pickup,
    delivery,
    located: pickup.at !== null && delivery.at !== null,
  }
}

export default class LogisticsMapTransformer extends BaseTransformer<LogisticsMapResource> {
  toObject() {
    const { rows, consolidations, radiusKm } = this.resource
    return {
      ...mapFrame(this.resource),
      radiusKm,
      transports: rows.map(itemOf),
      consolidations: consolidations.map((group) => ({
        ids: group.ids,
        vehicleCount: group.vehicleCount,
        window: group.window,
        separateKm: group.separateKm,
        consolidatedKm: group.consolidatedKm,
        savingKm: group.savingKm,
      })),
    }
  }
}
