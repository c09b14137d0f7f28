/**
 * Analytics → Routes (docs/analytics.md): transports published in the range
 * (a transport is published when its order is paid) grouped by region →
 * region and province → province in the database: volume, vehicles, price
 * per vehicle-km (the dealer's net), hours to award, days from the order to
 * the delivery, and demand without supply (still published, nobody took it).
 * One read of the facts (daily rollups and today) whatever the data.
 */
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { decimal, days, hours, int, text, type Row, type Table } from '#analytics/domain/report'
import { num } from '#analytics/queries/sql'
import { byLargest } from '#analytics/queries/common'
import { fromFacts, type FactRow } from '#analytics/queries/rollups'
import { ITALIAN_REGIONS, provinceByCode } from '#shared/italian_provinces'

/** Province pairs shown (the busiest); the CSV has the same rows. */
export const PROVINCE_PAIRS = 100

const regionName = (code: unknown) =>
  ITALIAN_REGIONS.find((region) => region.code === code)?.name ?? String(code ?? '')

/** A province's region, as publishing a transport sets it ('' for an unknown province). */
const regionOf = (province: string | null) => provinceByCode(province)?.region ?? ''

type Pair = { origin: string | null; destination: string | null; sums: Record<string, number> }

const NONE = '\u0002'
const pairKey = (origin: string | null, destination: string | null) =>
  `${origin ?? NONE}\u0001${destination ?? NONE}`

function addTo(
  into: Map<string, Pair>,
  origin: string | null,
  destination: string | null,
  values: Record<string, number>
) {
  const key = pairKey(origin, destination)
  let pair = into.get(key)
  if (!pair) {
    pair = { origin, destination, sums: {} }
    into.set(key, pair)
  }
  for (const name in values) pair.sums[name] = (pair.sums[name] ?? 0) + values[name]
}

/**
 * The province pairs within the region filters (one pass over the facts),
 * then the region pairs summed from them: published figures, and `unawarded`
 * from the transports still published.
 */
function pairs(filters: AnalyticsFilters, facts: FactRow[]) {
  const regions = new Map<string | null, string>()
  const region = (province: string | null) => {
    let code = regions.get(province)
    if (code === undefined) {
      code = regionOf(province)
      regions.set(province, code)
    }
    return code
  }
  const provinces = new Map<string, Pair>()
  for (const row of facts) {
    const unawarded = row.fact === 'routes.unawarded'
    if (!unawarded && row.fact !== 'routes.published') continue
    const [pickup, delivery] = [row.keys.pickupProvince, row.keys.deliveryProvince]
    if (filters.pickupRegion && region(pickup) !== filters.pickupRegion) continue
    if (filters.deliveryRegion && region(delivery) !== filters.deliveryRegion) continue
    addTo(provinces, pickup, delivery, unawarded ? { unawarded: row.values.n } : row.values)
  }
  const byRegion = new Map<string, Pair>()
  for (const pair of provinces.values())
    addTo(byRegion, region(pair.origin), region(pair.destination), pair.sums)
  /* a pair with no transport published in the range is not a route of the range */
  const records = (list: Iterable<Pair>): Record<string, unknown>[] =>
    [...list]
      .filter((pair) => pair.sums.n !== undefined)
      .map((pair) => ({
        ...pair.sums,
        origin: pair.origin,
        destination: pair.destination,
        unawarded: pair.sums.unawarded ?? 0,
      }))
  return { regions: records(byRegion.values()), provinces: records(provinces.values()) }
}

function toRow(record: Record<string, unknown>, label: (code: unknown) => string): Row {
  const vkm = num(record.vkm)
  const awarded = num(record.awarded)
  const delivered = num(record.delivered)
  return {
    route: `${label(record.origin)} → ${label(record.destination)}`,
    transports: num(record.n),
    vehicles: num(record.vehicles),
    pricePerKm: vkm > 0 ? Math.round(num(record.net) / vkm) / 100 : null,
    hoursToAward: awarded > 0 ? Math.round((num(record.awardHours) / awarded) * 10) / 10 : null,
    leadDays: delivered > 0 ? Math.round((num(record.leadHours) / delivered / 24) * 10) / 10 : null,
    unawarded: num(record.unawarded),
  }
}

const COLUMNS = [
  text('route'),
  int('transports'),
  int('vehicles'),
  decimal('pricePerKm'),
  hours('hoursToAward'),
  days('leadDays'),
  int('unawarded'),
]

/**
 * The tables, made from the facts alone: kept with the range's stored rows
 * while nothing new happens (fromFacts), so a visit does not add up every
 * province pair again (about 1,300 at 100,000 transports).
 */
export function routeTables(filters: AnalyticsFilters): Promise<Table[]> {
  return fromFacts(
    filters,
    ['routes.published', 'routes.unawarded'],
    `${filters.pickupRegion ?? ''}|${filters.deliveryRegion ?? ''}`,
    (facts) => tablesOf(filters, facts)
  )
}

function tablesOf(filters: AnalyticsFilters, facts: FactRow[]): Table[] {
  const { regions, provinces: allProvinces } = pairs(filters, facts)
  const provinces = allProvinces.sort((a, b) => num(b.n) - num(a.n)).slice(0, PROVINCE_PAIRS)
  const regionRows = byLargest(
    regions.map((record) => toRow(record, regionName)),
    'transports',
    'route'
  )
  const unserved = byLargest(
    regionRows.filter((row) => num(row.unawarded) > 0).map((row) => ({ ...row })),
    'unawarded',
    'route'
  )
  return [
    {
      key: 'route_regions',
      chart: { type: 'bar', x: 'route', series: ['transports'] },
      columns: COLUMNS,
      rows: regionRows,
    },
    {
      key: 'route_unserved',
      chart: { type: 'bar', x: 'route', series: ['unawarded'] },
      columns: [text('route'), int('unawarded'), int('transports')],
      rows: unserved.map((row) => ({
        route: row.route,
        unawarded: row.unawarded,
        transports: row.transports,
      })),
    },
    {
      key: 'route_provinces',
      chart: { type: 'bar', x: 'route', series: ['pricePerKm'] },
      columns: COLUMNS,
      rows: byLargest(
        provinces.map((record) => toRow(record, (code) => String(code ?? ''))),
        'transports',
        'route'
      ),
    },
  ]
}
