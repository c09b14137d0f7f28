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
import { readFacts, sumBy, type FactRow } from '#analytics/queries/rollups'
import { ITALIAN_REGIONS, provinceByCode } from '#shared/italian_provinces'

/** Province pairs shown (the busiest); the CSV has the same rows. */
export const PROVINCE_PAIRS = 100

const regionName = (code: unknown) =>
  ITALIAN_REGIONS.find((region) => region.code === code)?.name ?? String(code ?? '')

/** A province's region, as publishing a transport sets it ('' for an unknown province). */
const regionOf = (province: string | null) => provinceByCode(province)?.region ?? ''

/** The pairs of one level (regions or provinces), within the region filters. */
function pairs(filters: AnalyticsFilters, facts: FactRow[], level: 'region' | 'province') {
  const places = (row: FactRow) => {
    const [pickup, delivery] = [row.keys.pickupProvince, row.keys.deliveryProvince]
    return level === 'province' ? [pickup, delivery] : [regionOf(pickup), regionOf(delivery)]
  }
  const wanted = (row: FactRow) =>
    (!filters.pickupRegion || regionOf(row.keys.pickupProvince) === filters.pickupRegion) &&
    (!filters.deliveryRegion || regionOf(row.keys.deliveryProvince) === filters.deliveryRegion)
  const pairOf = (row: FactRow) => (wanted(row) ? JSON.stringify(places(row)) : undefined)
  const published = sumBy(facts, 'routes.published', pairOf)
  const unawarded = sumBy(facts, 'routes.unawarded', pairOf)
  return [...published].map(([pair, values]) => {
    const [origin, destination] = JSON.parse(pair) as [string | null, string | null]
    const row: Record<string, unknown> = { ...values, origin, destination }
    row.unawarded = unawarded.get(pair)?.n ?? 0
    return row
  })
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

export async function routeTables(filters: AnalyticsFilters): Promise<Table[]> {
  const facts = await readFacts(filters, ['routes.published', 'routes.unawarded'])
  const regions = pairs(filters, facts, 'region')
  const provinces = pairs(filters, facts, 'province')
    .sort((a, b) => num(b.n) - num(a.n))
    .slice(0, PROVINCE_PAIRS)
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
