/**
 * Analytics → Dealers (docs/analytics.md): per dealer team over the range —
 * requests submitted, quotes and how many became orders, orders paid and
 * their gross, transports cancelled, dry runs caused, ratings received —
 * each one grouped query on an indexed date column, merged by team here
 * (the rows are teams, never transports); and the trend of requests and
 * orders per week or month. Every figure from the facts of
 * app/analytics/queries/facts.ts, in one read (daily rollups and today).
 */
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { meanCents, ratio } from '#analytics/domain/filters'
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
  'requests.submitted',
  'quotes.issued',
  'orders.paid',
  'transports.cancelled',
  'dry_runs.recorded',
  'ratings.given',
]

function perTeam(facts: FactRow[]) {
  const merged = new Merged<number>()
  const byTeam = (fact: string, key = 'team') => sumBy(facts, fact, (row) => teamKey(row.keys[key]))
  for (const [id, r] of byTeam('requests.submitted')) merged.add(id, { requests: r.n })
  for (const [id, r] of byTeam('quotes.issued')) merged.add(id, { quotes: r.n, ordered: r.ordered })
  for (const [id, r] of byTeam('orders.paid')) merged.add(id, { orders: r.n, revenue: r.gross })
  for (const [id, r] of byTeam('transports.cancelled')) merged.add(id, { cancellations: r.n })
  for (const [id, r] of byTeam('dry_runs.recorded', 'dealer')) merged.add(id, { dryRuns: r.n })
  for (const [id, received] of ratingsReceived(facts, 'carrier_to_dealer')) merged.add(id, received)
  return merged
}

export async function dealersTable(facts: FactRow[]): Promise<Table> {
  const merged = perTeam(facts)
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

export function dealersTrend(filters: AnalyticsFilters, facts: FactRow[]): Table {
  const requests = sumBy(facts, 'requests.submitted', (row) => row.bucket)
  const orders = sumBy(facts, 'orders.paid', (row) => row.bucket)
  const rowsOf = (sums: Map<number, Record<string, number>>) =>
    [...sums].map(([bucket, values]) => ({ bucket, ...values }))
  return {
    key: 'dealers_trend',
    chart: { type: 'line', x: 'bucket', series: ['requests', 'orders'] },
    columns: [dayCol('bucket'), int('requests'), int('orders'), cents('revenue')],
    rows: trendRows(
      filters,
      ['requests', 'orders', 'revenue'],
      [
        { column: 'requests', rows: rowsOf(requests), field: 'n' },
        { column: 'orders', rows: rowsOf(orders), field: 'n' },
        { column: 'revenue', rows: rowsOf(orders), field: 'gross' },
      ]
    ),
  }
}

/** The page: the trend and the table, from one read of the facts. */
export async function dealerTables(filters: AnalyticsFilters): Promise<Table[]> {
  const facts = await readFacts(filters, FACTS)
  return [dealersTrend(filters, facts), await dealersTable(facts)]
}
