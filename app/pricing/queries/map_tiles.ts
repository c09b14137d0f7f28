import PlatformSetting from '#pricing/models/platform_setting'
import { mapTilesFrom, type MapTiles } from '#pricing/domain/map_tiles'

/**
 * The map tile server of the settings in force (the latest version's; none
 * before any), in one query of one column: what a map needs, without the
 * rest of the pricing settings.
 */
export async function currentMapTiles(): Promise<MapTiles> {
  const latest = await PlatformSetting.query()
    .select('id', 'data')
    .orderBy('version', 'desc')
    .first()
  return mapTilesFrom(latest?.data?.mapTiles)
}
