import { provinceCoordinates, type Coordinates } from '#shared/province_coordinates'
import type { MapTiles } from '#pricing/domain/map_tiles'

/** A place of a map's list: the town and its province, at the province's centre (null: unknown). */
export function placeOf(city: string | null, province: string | null) {
  return { city: city ?? '', province: province ?? '', at: provinceCoordinates(province) }
}

/** What every map's props carry beside its items: the cap and the tile server (none: outline). */
export function mapFrame(resource: { capped: boolean; limit: number; tiles: MapTiles }) {
  return {
    capped: resource.capped,
    limit: resource.limit,
    tiles: resource.tiles.urlTemplate
      ? { urlTemplate: resource.tiles.urlTemplate, attribution: resource.tiles.attribution }
      : null,
  }
}

export type { Coordinates }
