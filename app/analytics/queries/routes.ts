/**
 * Analytics → Routes (docs/analytics.md): transports published in the range
 * (a transport is published when its order is paid) grouped by region →
 * region and province → province in the database: volume, vehicles, price
 * per vehicle-km (the dealer's net), hours to award, days from the order to
 * the delivery, and demand without supply (still published, nobody took it).
 * Two queries whatever the data.
 */
import db from '@adonisjs/lucid/services/db'
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { decimal, days, hours, int, text, type Row, type Table } from '#analytics/domain/report'
import { hoursBetween, inRange, num, numOrNull } from '#analytics/queries/sql'
import { byLargest } from '#analytics/queries/common'
import { ITALIAN_REGIONS } from '#shared/italian_provinces'

/** Province pairs shown (the busiest); the CSV has the same rows. */
export const PROVINCE_PAIRS = 100

const regionName = (code: unknown) =>
  ITALIAN_REGIONS.find((region) => region.code === code)?.name ?? String(code ?? '')

function pairs(filters: AnalyticsFilters, from: string, to: string) {
  const query = inRange(db.from('transports'), 'created_at', filters)
  if (filters.pickupRegion) query.where('pickup_region', filters.pickupRegion)
  if (filters.deliveryRegion) query.where('delivery_region', filters.deliveryRegion)
  return query
    .groupBy(from, to)
    .select(`${from} as origin`, `${to} as destination`)
    .select(db.raw('COUNT(*) AS n'), db.raw('SUM(vehicle_count) AS vehicles'))
    .select(db.raw('SUM(net_cents) AS net'), db.raw('SUM(distance_km * vehicle_count) AS vkm'))
    .select(db.raw(`AVG(${hoursBetween('created_at', 'assigned_at')}) AS award_hours`))
    .select(db.raw(`AVG(${hoursBetween('created_at', 'delivered_at')}) AS lead_hours`))
    .select(db.raw("SUM(CASE WHEN state = 'published' THEN 1 ELSE 0 END) AS unawarded"))
}

function toRow(record: Record<string, unknown>, label: (code: unknown) => string): Row {
  const vkm = num(record.vkm)
  const award = numOrNull(record.award_hours)
  const lead = numOrNull(record.lead_hours)
  return {
    route: `${label(record.origin)} → ${label(record.destination)}`,
    transports: num(record.n),
    vehicles: num(record.vehicles),
    pricePerKm: vkm > 0 ? Math.round(num(record.net) / vkm) / 100 : null,
    hoursToAward: award === null ? null : Math.round(award * 10) / 10,
    leadDays: lead === null ? null : Math.round((lead / 24) * 10) / 10,
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
  const [regions, provinces] = await Promise.all([
    pairs(filters, 'pickup_region', 'delivery_region'),
    pairs(filters, 'pickup_province', 'delivery_province')
      .orderByRaw('COUNT(*) DESC')
      .limit(PROVINCE_PAIRS),
  ])
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
