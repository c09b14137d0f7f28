/**
 * Analytics → Prices (staff only: the margin is never a dealer's figure;
 * docs/analytics.md). Over the quotes issued in the range (superseded ones
 * left out): the price per vehicle-km (net cents ÷ (km × vehicles)) by the
 * first vehicle's category and a distance band; acceptance (quotes ordered
 * ÷ quoted) by price band; manual quotes and the platform margin per week or
 * month (margin: the ledger's `platform_revenue` credited by each
 * transport's completion transaction); and each pricing-settings version's quotes. Six
 * grouped queries whatever the data.
 */
import db from '@adonisjs/lucid/services/db'
import type { AnalyticsFilters } from '#analytics/domain/filters'
import { ratio } from '#analytics/domain/filters'
import { cents, dayCol, decimal, int, pct, text, type Table } from '#analytics/domain/report'
import { bucketSelect, inRange, num } from '#analytics/queries/sql'
import { trendRows } from '#analytics/queries/common'
import { instant } from '#core/database/plain_rows'
import { romeDay } from '#shared/format'

/** Distance bands in km: [from, to). */
export const DISTANCE_BANDS = [
  [0, 100],
  [100, 300],
  [300, 600],
  [600, null],
] as const

/** Price bands in cents per vehicle-km: [from, to). */
export const PRICE_BANDS = [
  [0, 50],
  [50, 75],
  [75, 100],
  [100, 150],
  [150, null],
] as const

function bandCase(expression: string, bands: readonly (readonly [number, number | null])[]) {
  const whens = bands
    .filter(([, to]) => to !== null)
    .map(([, to], index) => `WHEN ${expression} < ${to} THEN ${index}`)
    .join(' ')
  return `CASE ${whens} ELSE ${bands.length - 1} END`
}

function bandLabel([from, to]: readonly [number, number | null], unit: string) {
  return to === null ? `≥ ${from} ${unit}` : `${from}–${to} ${unit}`
}

const centsLabel = (value: number) => (value / 100).toFixed(2).replace('.', ',')

/**
 * The quotes of the range with their request's distance, vehicle count (a
 * correlated count on the vehicles' request index) and first vehicle's
 * category: a derived table the grouped queries read.
 */
function quoteBase(filters: AnalyticsFilters) {
  return inRange(db.from('quotes'), 'quotes.created_at', filters)
    .whereNot('quotes.state', 'superseded')
    .join('transport_requests', 'transport_requests.id', 'quotes.transport_request_id')
    .leftJoin('transport_request_vehicles as first_vehicle', (join) => {
      join
        .on('first_vehicle.transport_request_id', 'transport_requests.id')
        .onVal('first_vehicle.position', 0)
    })
    .where('transport_requests.distance_km', '>', 0)
    .select('quotes.net_cents', 'quotes.state', 'first_vehicle.category')
    .select('transport_requests.distance_km')
    .select(
      db.raw(
        '(SELECT COUNT(*) FROM transport_request_vehicles v WHERE v.transport_request_id = transport_requests.id) AS vehicles'
      )
    )
    .as('base')
}

const VKM = '(base.distance_km * base.vehicles)'

async function byCategory(filters: AnalyticsFilters): Promise<Table> {
  const rows = await db
    .from(quoteBase(filters))
    .where('base.vehicles', '>', 0)
    .groupBy('base.category', 'band')
    .select('base.category', db.raw(`${bandCase('base.distance_km', DISTANCE_BANDS)} AS band`))
    .select(db.raw('COUNT(*) AS n'), db.raw('SUM(base.net_cents) AS net'))
    .select(db.raw(`SUM(${VKM}) AS vkm`))
    .orderBy('base.category')
    .orderBy('band')
  return {
    key: 'price_categories',
    chart: { type: 'bar', x: 'category', series: ['pricePerKm'] },
    columns: [text('category'), text('band'), int('quotes'), decimal('pricePerKm')],
    rows: rows.map((row) => {
      const band = bandLabel(DISTANCE_BANDS[num(row.band)], 'km')
      const category = String(row.category ?? '')
      return {
        category,
        band,
        quotes: num(row.n),
        pricePerKm: num(row.vkm) > 0 ? Math.round(num(row.net) / num(row.vkm)) / 100 : null,
      }
    }),
  }
}

async function acceptance(filters: AnalyticsFilters): Promise<Table> {
  const rows = await db
    .from(quoteBase(filters))
    .where('base.vehicles', '>', 0)
    .groupBy('band')
    .select(db.raw(`${bandCase(`(base.net_cents * 1.0 / ${VKM})`, PRICE_BANDS)} AS band`))
    .select(db.raw('COUNT(*) AS n'))
    .select(db.raw("SUM(CASE WHEN base.state = 'ordered' THEN 1 ELSE 0 END) AS ordered"))
  const byBand = new Map(rows.map((row) => [num(row.band), row]))
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

async function trend(filters: AnalyticsFilters): Promise<Table> {
  const [quotes, margin] = await Promise.all([
    inRange(db.from('quotes'), 'created_at', filters)
      .whereNot('state', 'superseded')
      .groupByRaw('1')
      .select(bucketSelect('created_at', filters))
      .select(db.raw('COUNT(*) AS n'))
      .select(db.raw('SUM(CASE WHEN manual = ? THEN 1 ELSE 0 END) AS manual', [true])),
    inRange(db.from('ledger_entries'), 'ledger_entries.created_at', filters)
      .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .where('ledger_entries.account', 'platform_revenue')
      .where('ledger_transactions.kind', 'completion')
      .groupByRaw('1')
      .select(bucketSelect('ledger_entries.created_at', filters))
      .select(db.raw('SUM(ledger_entries.amount_cents) AS margin')),
  ])
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
        { column: 'margin', rows: margin, field: 'margin' },
      ]
    ),
  }
}

async function versions(filters: AnalyticsFilters): Promise<Table> {
  const rows = await inRange(db.from('quotes'), 'quotes.created_at', filters)
    .whereNot('quotes.state', 'superseded')
    .join('transport_requests', 'transport_requests.id', 'quotes.transport_request_id')
    .groupBy('quotes.settings_version')
    .select('quotes.settings_version as version', db.raw('COUNT(*) AS n'))
    .select(db.raw("SUM(CASE WHEN quotes.state = 'ordered' THEN 1 ELSE 0 END) AS ordered"))
    .select(db.raw('SUM(CASE WHEN quotes.manual = ? THEN 1 ELSE 0 END) AS manual', [true]))
    .select(db.raw('SUM(quotes.net_cents) AS net'))
    .select(db.raw('SUM(quotes.commission_cents) AS commission'))
    .select(db.raw('SUM(transport_requests.distance_km) AS km'))
    .orderBy('quotes.settings_version')
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
  return Promise.all([byCategory(filters), acceptance(filters), trend(filters), versions(filters)])
}
