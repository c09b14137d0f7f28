/**
 * Analytics → Prices (staff only: the margin is never a dealer's figure;
 * docs/analytics.md). Over the quotes issued in the range (superseded ones
 * left out): the price per vehicle-km (net cents ÷ (km × vehicles)) by the
 * first vehicle's category and a distance band; acceptance (quotes ordered
 * ÷ quoted) by price band; manual quotes and the platform margin per week or
 * month (margin: the ledger's `platform_revenue` credited by each
 * transport's completion transaction); and each pricing-settings version's quotes. One
 * read of the facts (daily rollups and today) and the versions' dates.
 */
import db from '@adonisjs/lucid/services/db'
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { ratio } from '#analytics/domain/filters'
import { cents, dayCol, decimal, int, pct, text, type Table } from '#analytics/domain/report'
import { num } from '#analytics/queries/sql'
import { trendRows } from '#analytics/queries/common'
import { DISTANCE_BANDS, PRICE_BANDS } from '#analytics/queries/facts'
import { readFacts, sumBy, type FactRow } from '#analytics/queries/rollups'
import { instant } from '#core/database/plain_rows'
import { romeDay } from '#shared/format'

export { DISTANCE_BANDS, PRICE_BANDS }

function bandLabel([from, to]: readonly [number, number | null], unit: string) {
  return to === null ? `≥ ${from} ${unit}` : `${from}–${to} ${unit}`
}

const centsLabel = (value: number) => (value / 100).toFixed(2).replace('.', ',')

function byCategory(facts: FactRow[]): Table {
  const sums = sumBy(facts, 'quotes.per_km', (row) =>
    JSON.stringify([row.keys.category ?? '', num(row.keys.distanceBand)])
  )
  const rows = [...sums]
    .map(([key, values]) => {
      const [category, band] = JSON.parse(key) as [string, number]
      return { category, band, values }
    })
    .sort((a, b) => a.category.localeCompare(b.category) || a.band - b.band)
  return {
    key: 'price_categories',
    chart: { type: 'bar', x: 'category', series: ['pricePerKm'] },
    columns: [text('category'), text('band'), int('quotes'), decimal('pricePerKm')],
    rows: rows.map((row) => ({
      category: row.category,
      band: bandLabel(DISTANCE_BANDS[row.band], 'km'),
      quotes: num(row.values.n),
      pricePerKm:
        num(row.values.vkm) > 0
          ? Math.round(num(row.values.net) / num(row.values.vkm)) / 100
          : null,
    })),
  }
}

function acceptance(facts: FactRow[]): Table {
  const byBand = sumBy(facts, 'quotes.per_km', (row) => num(row.keys.priceBand))
  return {
    key: 'price_acceptance',
    chart: { type: 'bar', x: 'band', series: ['acceptance'] },
    columns: [text('band'), int('quotes'), int('ordered'), pct('acceptance')],
    rows: PRICE_BANDS.map(([from, to], index) => {
      const row = byBand.get(index)
      const band =
        to === null ? `≥ ${centsLabel(from)} €/km` : `${centsLabel(from)}–${centsLabel(to)} €/km`
      return {
        band,
        quotes: num(row?.n),
        ordered: num(row?.ordered),
        acceptance: ratio(num(row?.ordered), num(row?.n)),
      }
    }),
  }
}

function trend(filters: AnalyticsFilters, facts: FactRow[]): Table {
  const rowsOf = (fact: string) =>
    [...sumBy(facts, fact, (row) => row.bucket)].map(([bucket, values]) => ({ bucket, ...values }))
  const quotes = rowsOf('quotes.versions')
  return {
    key: 'price_trend',
    chart: { type: 'line', x: 'bucket', series: ['margin'] },
    columns: [dayCol('bucket'), int('quotes'), int('manualQuotes'), cents('margin')],
    rows: trendRows(
      filters,
      ['quotes', 'manualQuotes', 'margin'],
      [
        { column: 'quotes', rows: quotes, field: 'n' },
        { column: 'manualQuotes', rows: quotes, field: 'manual' },
        { column: 'margin', rows: rowsOf('margin.completions'), field: 'cents' },
      ]
    ),
  }
}

async function versions(facts: FactRow[]): Promise<Table> {
  const rows = [...sumBy(facts, 'quotes.versions', (row) => num(row.keys.version))]
    .map(([version, values]): Record<string, number> => ({ ...values, version }))
    .sort((a, b) => a.version - b.version)
  const since = await db
    .from('platform_settings')
    .whereIn(
      'version',
      rows.map((row) => num(row.version))
    )
    .select('version', 'created_at')
  const sinceOf = new Map(since.map((row) => [num(row.version), row.created_at]))
  return {
    key: 'price_versions',
    chart: { type: 'bar', x: 'version', series: ['acceptance'] },
    columns: [
      text('version'),
      dayCol('since'),
      int('quotes'),
      int('ordered'),
      pct('acceptance'),
      int('manualQuotes'),
      decimal('pricePerKm'),
      cents('commission'),
    ],
    rows: rows.map((row) => {
      const at = sinceOf.get(num(row.version))
      return {
        version: `v${num(row.version)}`,
        since: romeDay(instant(at)),
        quotes: num(row.n),
        ordered: num(row.ordered),
        acceptance: ratio(num(row.ordered), num(row.n)),
        manualQuotes: num(row.manual),
        pricePerKm: num(row.km) > 0 ? Math.round(num(row.net) / num(row.km)) / 100 : null,
        commission: num(row.commission),
      }
    }),
  }
}

export async function priceTables(filters: AnalyticsFilters): Promise<Table[]> {
  const facts = await readFacts(filters, ['quotes.per_km', 'quotes.versions', 'margin.completions'])
  return [byCategory(facts), acceptance(facts), trend(filters, facts), await versions(facts)]
}
