/**
 * Analytics → Transporters (docs/analytics.md): per carrier team over the
 * range — transports awarded (by an accepted bid, else buy-now), pickups and
 * deliveries on time (the Europe/Rome day of the pickup / delivery against
 * the scheduled pickup day / the delivery estimate), late cancellations
 * (cancelled after the award), dry runs recorded, disputes opened, ratings
 * received, payouts paid; and the awards' trend. Every figure from the facts
 * of app/analytics/queries/facts.ts in one read, merged by team here.
 */
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { ratio } from '#analytics/domain/filters'
import { cents, dayCol, decimal, int, pct, text, type Table } from '#analytics/domain/report'
import { num } from '#analytics/queries/sql'
import { byLargest, Merged, teamsById, trendRows } from '#analytics/queries/common'
import {
  ratingsReceived,
  readFacts,
  sumBy,
  teamKey,
  type FactRow,
} from '#analytics/queries/rollups'

const FACTS = [
  'transports.awarded',
  'transports.picked_up',
  'transports.delivered',
  'transports.cancelled',
  'dry_runs.recorded',
  'disputes.opened',
  'ratings.given',
  'payouts.paid',
]

function perTeam(facts: FactRow[]) {
  const merged = new Merged<number>()
  const byCarrier = (fact: string, key = 'carrier') =>
    sumBy(facts, fact, (row) => teamKey(row.keys[key]))
  for (const [id, r] of byCarrier('transports.awarded'))
    merged.add(id, { awarded: r.n, byBid: r.byBid })
  for (const [id, r] of byCarrier('transports.picked_up'))
    merged.add(id, { pickups: r.scheduled, pickupsOnTime: r.onTime })
  for (const [id, r] of byCarrier('transports.delivered'))
    merged.add(id, { deliveries: r.scheduled, deliveriesOnTime: r.onTime })
  for (const [id, r] of byCarrier('transports.cancelled'))
    merged.add(id, { lateCancellations: r.n })
  for (const [id, r] of byCarrier('dry_runs.recorded')) merged.add(id, { dryRuns: r.n })
  for (const [id, r] of byCarrier('disputes.opened')) merged.add(id, { disputes: r.n })
  for (const [id, received] of ratingsReceived(facts, 'dealer_to_carrier')) merged.add(id, received)
  for (const [id, r] of byCarrier('payouts.paid', 'team')) merged.add(id, { payouts: r.cents })
  return merged
}

export async function transportersTable(facts: FactRow[]): Promise<Table> {
  const merged = perTeam(facts)
  const teams = await teamsById(merged.keys())
  const rows = [...merged.rows.entries()]
    .filter(([id]) => teams.get(id)?.kind === 'transporter')
    .map(([id, row]) => ({
      team: teams.get(id)!.name,
      awarded: num(row.awarded),
      buyNow: num(row.awarded) - num(row.byBid),
      byBid: num(row.byBid),
      pickups: num(row.pickups),
      pickupOnTime: ratio(num(row.pickupsOnTime), num(row.pickups)),
      deliveries: num(row.deliveries),
      deliveryOnTime: ratio(num(row.deliveriesOnTime), num(row.deliveries)),
      lateCancellations: num(row.lateCancellations),
      dryRuns: num(row.dryRuns),
      disputes: num(row.disputes),
      rating: row.rating ?? null,
      ratings: num(row.ratings),
      payouts: num(row.payouts),
    }))
  return {
    key: 'transporters',
    chart: { type: 'bar', x: 'team', series: ['buyNow', 'byBid'] },
    columns: [
      text('team'),
      int('awarded'),
      int('buyNow'),
      int('byBid'),
      int('pickups'),
      pct('pickupOnTime'),
      int('deliveries'),
      pct('deliveryOnTime'),
      int('lateCancellations'),
      int('dryRuns'),
      int('disputes'),
      decimal('rating'),
      int('ratings'),
      cents('payouts'),
    ],
    rows: byLargest(rows, 'awarded'),
  }
}

export function transportersTrend(filters: AnalyticsFilters, facts: FactRow[]): Table {
  const awards = [...sumBy(facts, 'transports.awarded', (row) => row.bucket)].map(
    ([bucket, values]) => ({ bucket, ...values })
  )
  const trend = trendRows(
    filters,
    ['buyNow', 'byBid'],
    [
      { column: 'buyNow', rows: awards, field: 'n' },
      { column: 'byBid', rows: awards, field: 'byBid' },
    ]
  )
  for (const row of trend) row.buyNow = num(row.buyNow) - num(row.byBid)
  return {
    key: 'transporters_trend',
    chart: { type: 'line', x: 'bucket', series: ['buyNow', 'byBid'] },
    columns: [dayCol('bucket'), int('buyNow'), int('byBid')],
    rows: trend,
  }
}

/** The page: the trend and the table, from one read of the facts. */
export async function transporterTables(filters: AnalyticsFilters): Promise<Table[]> {
  const facts = await readFacts(filters, FACTS)
  return [transportersTrend(filters, facts), await transportersTable(facts)]
}
