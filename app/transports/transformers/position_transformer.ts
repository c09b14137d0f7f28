import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MapTiles } from '#pricing/domain/map_tiles'
import type { PositionView } from '#shared/transport_position'

export type PositionPanel = { view: PositionView; tiles: MapTiles }

/**
 * Where the transport is, for the dealer's page and the public tracking page
 * (the same rule for both: app/shared/transport_position.ts decides what is
 * visible; hidden and blurred coordinates never reach this point), with the
 * map's tile server (null: the offline outline of Italy, nothing fetched).
 */
export default class PositionTransformer extends BaseTransformer<PositionPanel> {
  toObject() {
    const { view, tiles } = this.resource
    return {
      mode: view.mode,
      lat: view.lat,
      lng: view.lng,
      radiusM: view.radiusM,
      recordedAt: view.recordedAt,
      remainingKm: view.remainingKm,
      etaMinutes: view.etaMinutes,
      tiles: tiles.urlTemplate
        ? { urlTemplate: tiles.urlTemplate, attribution: tiles.attribution }
        : null,
    }
  }
}
