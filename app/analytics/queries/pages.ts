/**
 * The tables of each analytics page (each table is a chart and its data).
 * Figures are the facts of app/analytics/queries/facts.ts over the range:
 * daily rollups for the days before today, the sources for today; see
 * docs/analytics.md for each definition.
 */
import type { AnalyticsFilters, AnalyticsKind } from '#analytics/domain/filters'
import type { Table } from '#analytics/domain/report'
import { dealerTables } from '#analytics/queries/dealers'
import { transporterTables } from '#analytics/queries/transporters'
import { routeTables } from '#analytics/queries/routes'
import { priceTables } from '#analytics/queries/prices'
import { teamsTable } from '#analytics/queries/teams'

const PAGES: Record<AnalyticsKind, (filters: AnalyticsFilters) => Promise<Table[]>> = {
  dealers: dealerTables,
  transporters: transporterTables,
  routes: routeTables,
  prices: priceTables,
  teams: async (filters) => [await teamsTable(filters)],
}

/** Rows a page shows per table (the largest first); the CSV has them all. */
export const ROWS_SHOWN = 100

export function analyticsTables(kind: AnalyticsKind, filters: AnalyticsFilters) {
  return PAGES[kind](filters)
}

/** The page's tables, each cut to the rows shown, with the full count. */
export async function analyticsPage(kind: AnalyticsKind, filters: AnalyticsFilters) {
  const tables = await analyticsTables(kind, filters)
  return tables.map((table) => ({
    ...table,
    rows: table.rows.slice(0, ROWS_SHOWN),
    total: table.rows.length,
  }))
}
