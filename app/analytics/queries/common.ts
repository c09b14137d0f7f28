import db from '@adonisjs/lucid/services/db'
import { bucketsOf, type AnalyticsFilters } from '#analytics/domain/filters'
import type { Row } from '#analytics/domain/report'
import { num } from '#analytics/queries/sql'

/** Rows keyed by a team (or any key), merged from several grouped queries. */
export class Merged<K extends string | number> {
  readonly rows = new Map<K, Row>()

  add(key: K, values: Row) {
    const row = this.rows.get(key) ?? {}
    this.rows.set(key, Object.assign(row, values))
  }

  keys(): K[] {
    return [...this.rows.keys()]
  }
}

/** Team names and kinds by id, in one query (run even for none: a page's query count never varies). */
export async function teamsById(ids: number[]) {
  const rows = await db.from('teams').whereIn('id', ids).select('id', 'name', 'kind')
  return new Map(
    rows.map((row) => [Number(row.id), { name: String(row.name), kind: String(row.kind) }])
  )
}

/** The trend's rows: one per bucket (its first day), zeros where nothing happened. */
export function trendRows(
  filters: AnalyticsFilters,
  columns: string[],
  sources: { column: string; rows: Record<string, unknown>[]; field: string }[]
): Row[] {
  const rows: Row[] = bucketsOf(filters).map((bucket) => {
    const row: Row = { bucket: bucket.day }
    for (const column of columns) row[column] = 0
    return row
  })
  for (const source of sources) {
    for (const record of source.rows) {
      const index = num(record.bucket)
      if (rows[index]) rows[index][source.column] = num(record[source.field])
    }
  }
  return rows
}

/* one collator for every sort (`localeCompare` sets one up on each call) */
const names = new Intl.Collator()

/** Sorted by a numeric column, largest first (ties by name). */
export function byLargest(rows: Row[], key: string, name = 'team'): Row[] {
  return rows.sort(
    (a, b) =>
      num(b[key]) - num(a[key]) || names.compare(String(a[name] ?? ''), String(b[name] ?? ''))
  )
}
