/**
 * Analytics → Transporters (docs/analytics.md): per carrier team over the
 * range — transports awarded (by an accepted bid, else buy-now), pickups and
 * deliveries on time (the Europe/Rome day of the pickup / delivery against
 * the scheduled pickup day / the delivery estimate), late cancellations
 * (cancelled after the award), dry runs recorded, disputes opened, ratings
 * received, payouts paid; and the awards' trend. Grouped queries on indexed
 * date columns, merged by team here: ten queries whatever the data.
 */
import db from '@adonisjs/lucid/services/db'
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { ratio } from '#analytics/domain/filters'
import { cents, dayCol, decimal, int, pct, text, type Table } from '#analytics/domain/report'
import {
  bucketSelect,
  dayColumn,
  inRange,
  num,
  numOrNull,
  romeDaySql,
} from '#analytics/queries/sql'
import { byLargest, Merged, teamsById, trendRows } from '#analytics/queries/common'

const SCORE = '(ratings.score_1 + ratings.score_2 + ratings.score_3) / 3.0'

function awards(filters: AnalyticsFilters) {
  return inRange(db.from('transports'), 'transports.assigned_at', filters)
    .whereNotNull('transports.transporter_team_id')
    .leftJoin('bids', (join) => {
      join
        .on('bids.transport_id', 'transports.id')
        .on('bids.team_id', 'transports.transporter_team_id')
        .onVal('bids.state', 'accepted')
    })
}

function onTime(column: string, scheduled: string, filters: AnalyticsFilters) {
  return inRange(db.from('transports'), column, filters)
    .whereNotNull('transporter_team_id')
    .groupBy('transporter_team_id')
    .select('transporter_team_id as team_id', db.raw('COUNT(*) AS n'))
    .select(db.raw(`COUNT(${scheduled}) AS scheduled`))
    .select(
      db.raw(
        `SUM(CASE WHEN ${scheduled} IS NOT NULL AND ${romeDaySql(column)} <= ${dayColumn(scheduled)} THEN 1 ELSE 0 END) AS on_time`
      )
    )
}

async function perTeam(filters: AnalyticsFilters) {
  const merged = new Merged<number>()
  const [awarded, pickups, deliveries, cancelled, dryRuns, disputes, ratings, payouts] =
    await Promise.all([
      awards(filters)
        .groupBy('transports.transporter_team_id')
        .select('transports.transporter_team_id as team_id', db.raw('COUNT(*) AS n'))
        .select(db.raw('COUNT(bids.id) AS by_bid')),
      onTime('picked_up_at', 'pickup_on', filters),
      onTime('delivered_at', 'delivery_estimate_on', filters),
      inRange(db.from('transports'), 'cancelled_at', filters)
        .whereNotNull('transporter_team_id')
        .groupBy('transporter_team_id')
        .select('transporter_team_id as team_id', db.raw('COUNT(*) AS n')),
      inRange(db.from('dry_runs'), 'created_at', filters)
        .groupBy('carrier_team_id')
        .select('carrier_team_id as team_id', db.raw('COUNT(*) AS n')),
      inRange(db.from('disputes'), 'disputes.created_at', filters)
        .join('transports', 'transports.id', 'disputes.transport_id')
        .whereNotNull('transports.transporter_team_id')
        .groupBy('transports.transporter_team_id')
        .select('transports.transporter_team_id as team_id', db.raw('COUNT(*) AS n')),
      inRange(db.from('ratings'), 'created_at', filters)
        .where('direction', 'dealer_to_carrier')
        .groupBy('rated_team_id')
        .select(
          'rated_team_id as team_id',
          db.raw('COUNT(*) AS n'),
          db.raw(`AVG(${SCORE}) AS score`)
        ),
      inRange(db.from('payouts'), 'paid_at', filters)
        .where('state', 'paid')
        .groupBy('team_id')
        .select('team_id', db.raw('SUM(amount_cents) AS paid')),
    ])
  for (const r of awarded) merged.add(num(r.team_id), { awarded: num(r.n), byBid: num(r.by_bid) })
  for (const r of pickups)
    merged.add(num(r.team_id), { pickups: num(r.scheduled), pickupsOnTime: num(r.on_time) })
  for (const r of deliveries)
    merged.add(num(r.team_id), { deliveries: num(r.scheduled), deliveriesOnTime: num(r.on_time) })
  for (const r of cancelled) merged.add(num(r.team_id), { lateCancellations: num(r.n) })
  for (const r of dryRuns) merged.add(num(r.team_id), { dryRuns: num(r.n) })
  for (const r of disputes) merged.add(num(r.team_id), { disputes: num(r.n) })
  for (const r of ratings) {
    const score = numOrNull(r.score)
    merged.add(num(r.team_id), {
      ratings: num(r.n),
      rating: score === null ? null : Math.round(score * 100) / 100,
    })
  }
  for (const r of payouts) merged.add(num(r.team_id), { payouts: num(r.paid) })
  return merged
}

export async function transportersTable(filters: AnalyticsFilters): Promise<Table> {
  const merged = await perTeam(filters)
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

export async function transportersTrend(filters: AnalyticsFilters): Promise<Table> {
  const rows = await awards(filters)
    .groupByRaw('1')
    .select(bucketSelect('transports.assigned_at', filters))
    .select(db.raw('COUNT(*) AS n'), db.raw('COUNT(bids.id) AS by_bid'))
  const trend = trendRows(
    filters,
    ['buyNow', 'byBid'],
    [
      { column: 'buyNow', rows, field: 'n' },
      { column: 'byBid', rows, field: 'by_bid' },
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
