import type { HttpContext } from '@adonisjs/core/http'
import { parseAnalyticsFilters, type AnalyticsKind } from '#analytics/domain/filters'
import { tableCsv, type Column, type Table } from '#analytics/domain/report'
import { analyticsPage, analyticsTables } from '#analytics/queries/pages'
import { ITALIAN_REGIONS } from '#shared/italian_provinces'
import NotFoundException from '#core/exceptions/not_found_exception'

async function show(ctx: HttpContext, kind: AnalyticsKind) {
  await ctx.bouncer.with('AnalyticsPolicy').authorize('viewAny', ctx.currentTeam)
  const filters = parseAnalyticsFilters(ctx.request.qs())
  return ctx.inertia.render('admin/analytics/show', {
    kind,
    filters,
    tables: await analyticsPage(kind, filters),
    regions: ITALIAN_REGIONS.map((region) => ({ value: region.code, label: region.name })),
  })
}

/** Team kinds and vehicle categories are words in the file, in the reader's language. */
const WORDS: Record<string, string> = { kind: 'analytics.kinds', category: 'requests.category' }

function translated(ctx: HttpContext, table: Table): Table {
  const keys = table.columns.map((column) => column.key).filter((key) => key in WORDS)
  if (keys.length === 0) return table
  const rows = table.rows.map((row) => {
    const copy = { ...row }
    for (const key of keys) copy[key] = ctx.i18n.t(`${WORDS[key]}.${row[key]}`)
    return copy
  })
  return { ...table, rows }
}

async function exportCsv(ctx: HttpContext, kind: AnalyticsKind) {
  await ctx.bouncer.with('AnalyticsPolicy').authorize('viewAny', ctx.currentTeam)
  const filters = parseAnalyticsFilters(ctx.request.qs())
  const key = ctx.request.qs().table
  const tables = await analyticsTables(kind, filters)
  const table = tables.find((item) => item.key === key)
  if (!table) throw new NotFoundException()
  const header = (column: Column) => ctx.i18n.t(`analytics.columns.${column.key}`)
  const name = `${table.key}_${filters.from}_${filters.to}.csv`
  ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
  ctx.response.header('Content-Disposition', `attachment; filename="${name}"`)
  return tableCsv(translated(ctx, table), header)
}

/** Admin → Analytics: five pages of figures grouped by the database, each table as CSV. */
export default class AdminAnalyticsController {
  dealers(ctx: HttpContext) {
    return show(ctx, 'dealers')
  }

  transporters(ctx: HttpContext) {
    return show(ctx, 'transporters')
  }

  routes(ctx: HttpContext) {
    return show(ctx, 'routes')
  }

  prices(ctx: HttpContext) {
    return show(ctx, 'prices')
  }

  teams(ctx: HttpContext) {
    return show(ctx, 'teams')
  }

  /** `admin.analytics.<kind>.export`: one table of the page as CSV (`?table=` and the page's filters). */
  export(ctx: HttpContext) {
    return exportCsv(ctx, (ctx.route?.name ?? '').split('.')[2] as AnalyticsKind)
  }
}
