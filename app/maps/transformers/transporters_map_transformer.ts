/**
 * Maps → Transporters: every carrier team at its base (its province's
 * centre), the regions it serves and its largest truck (onboarding data),
 * whether it is verified or suspended, and its score from the dealers.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import { capacityOf, servedRegions, type MapTransporterRow } from '#maps/queries/maps'
import type { MapTiles } from '#pricing/domain/map_tiles'
import { mapFrame, placeOf } from '#maps/transformers/map_points'

export type TransportersMapResource = {
  rows: MapTransporterRow[]
  capped: boolean
  limit: number
  tiles: MapTiles
}

function statusOf(row: MapTransporterRow): 'verified' | 'suspended' | 'unverified' {
  if (row.suspendedAt) return 'suspended'
  return row.verifiedAt ? 'verified' : 'unverified'
}

function itemOf(row: MapTransporterRow) {
  const base = placeOf(row.city, row.province)
  return {
    id: row.id,
    name: row.name,
    base,
    status: statusOf(row),
    regions: servedRegions(row.services) as string[],
    capacity: capacityOf(row.services),
    rating: { average: row.score.average, count: row.score.count },
    located: base.at !== null,
  }
}

export default class TransportersMapTransformer extends BaseTransformer<TransportersMapResource> {
  toObject() {
    return { ...mapFrame(this.resource), transporters: this.resource.rows.map(itemOf) }
  }
}
