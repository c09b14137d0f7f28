/**
 * Analytics → Dealers (docs/analytics.md): per dealer team over the range —
 * requests submitted, quotes and how many became orders, orders paid and
 * their gross, transports cancelled, dry runs caused, ratings received —
 * each one grouped query on an indexed date column, merged by team here
 * (the rows are teams, never transports); and the trend of requests and
 * orders per week or month. Nine queries whatever the data.
 */
import db from '@adonisjs/lucid/services/db'
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { meanCents, ratio } from '#analytics/domain/filters'
import { cents, dayCol, decimal, int, pct, text, type Table } from '#analytics/domain/report'
import { bucketSelect, inRange, num, numOrNull } from '#analytics/queries/sql'
import { byLargest, Merged, teamsById, trendRows } from '#analytics/queries/common'

const SCORE = '(ratings.score_1 + ratings.score_2 + ratings.score_3) / 3.0'

async function perTeam(filters: AnalyticsFilters) {
  const merged = new Merged<number>()
  const [requests, quotes, orders, cancelled, dryRuns, ratings] = await Promise.all([
    inRange(db.from('transport_requests'), 'submitted_at', filters)
      .groupBy('team_id')
      .select('team_id', db.raw('COUNT(*) AS n')),
    inRange(db.from('quotes'), 'created_at', filters)
      .whereNot('state', 'superseded')
      .groupBy('team_id')
      .select('team_id', db.raw('COUNT(*) AS n'))
      .select(db.raw("SUM(CASE WHEN state = 'ordered' THEN 1 ELSE 0 END) AS ordered")),
    inRange(db.from('orders'), 'paid_at', filters)
      .groupBy('team_id')
      .select('team_id', db.raw('COUNT(*) AS n'), db.raw('SUM(gross_cents) AS gross')),
    inRange(db.from('transports'), 'cancelled_at', filters)
      .groupBy('team_id')
      .select('team_id', db.raw('COUNT(*) AS n')),
    inRange(db.from('dry_runs'), 'created_at', filters)
      .groupBy('dealer_team_id')
      .select('dealer_team_id as team_id', db.raw('COUNT(*) AS n')),
    inRange(db.from('ratings'), 'created_at', filters)
      .where('direction', 'carrier_to_dealer')
      .groupBy('rated_team_id')
      .select(
        'rated_team_id as team_id',
        db.raw('COUNT(*) AS n'),
        db.raw(`AVG(${SCORE}) AS score`)
      ),
  ])
  for (const r of requests) merged.add(num(r.team_id), { requests: num(r.n) })
  for (const r of quotes) merged.add(num(r.team_id), { quotes: num(r.n), ordered: num(r.ordered) })
  for (const r of orders) merged.add(num(r.team_id), { orders: num(r.n), revenue: num(r.gross) })
  for (const r of cancelled) merged.add(num(r.team_id), { cancellations: num(r.n) })
  for (const r of dryRuns) merged.add(num(r.team_id), { dryRuns: num(r.n) })
  for (const r of ratings) {
    const score = numOrNull(r.score)
    merged.add(num(r.team_id), {
      ratings: num(r.n),
      rating: score === null ? null : Math.round(score * 100) / 100,
    })
  }
  return merged
}

export async function dealersTable(filters: AnalyticsFilters): Promise<Table> {
  const merged = await perTeam(filters)
  const teams = await teamsById(merged.keys())
  const rows = [...merged.rows.entries()]
    .filter(([id]) => teams.get(id)?.kind === 'dealer')
    .map(([id, row]) => {
      const quotes = num(row.quotes)
      const orders = num(row.orders)
      const revenue = num(row.revenue)
      return {
        team: teams.get(id)!.name,
        requests: num(row.requests),
        quotes,
        ordered: num(row.ordered),
        conversion: ratio(num(row.ordered), quotes),
        orders,
        revenue,
        averagePrice: meanCents(revenue, orders),
        cancellations: num(row.cancellations),
        dryRuns: num(row.dryRuns),
        rating: row.rating ?? null,
        ratings: num(row.ratings),
      }
    })
  return {
    key: 'dealers',
    chart: { type: 'bar', x: 'team', series: ['revenue'] },
    columns: [
      text('team'),
      int('requests'),
      int('quotes'),
      int('ordered'),
      pct('conversion'),
      int('orders'),
      cents('revenue'),
      cents('averagePrice'),
      int('cancellations'),
      int('dryRuns'),
      decimal('rating'),
      int('ratings'),
    ],
    rows: byLargest(rows, 'revenue'),
  }
}

export async function dealersTrend(filters: AnalyticsFilters): Promise<Table> {
  const [requests, orders] = await Promise.all([
    inRange(db.from('transport_requests'), 'submitted_at', filters)
      .groupByRaw('1')
      .select(bucketSelect('submitted_at', filters))
      .select(db.raw('COUNT(*) AS n')),
    inRange(db.from('orders'), 'paid_at', filters)
      .groupByRaw('1')
      .select(bucketSelect('paid_at', filters))
      .select(db.raw('COUNT(*) AS n'), db.raw('SUM(gross_cents) AS gross')),
  ])
  return {
    key: 'dealers_trend',
    chart: { type: 'line', x: 'bucket', series: ['requests', 'orders'] },
    columns: [dayCol('bucket'), int('requests'), int('orders'), cents('revenue')],
    rows: trendRows(
      filters,
      ['requests', 'orders', 'revenue'],
      [
        { column: 'requests', rows: requests, field: 'n' },
        { column: 'orders', rows: orders, field: 'n' },
        { column: 'revenue', rows: orders, field: 'gross' },
      ]
    ),
  }
}
