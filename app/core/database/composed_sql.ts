import db from '@adonisjs/lucid/services/db'

/**
 * A statement composed from query builders' SQL (a UNION ALL of sections, two
 * aggregates side by side): run as a raw query, so Lucid still reports it
 * (`db:query`: query counts, the benchmark's log) and it has `toSQL()`
 * (`aggregateOnceInAWhile`). Used by the monitoring sections and the analytics facts.
 */
export function composedQuery(
  parts: { sql: string; bindings: readonly unknown[] }[],
  join: (sql: string[]) => string
) {
  return db.rawQuery(
    join(parts.map((part) => part.sql)),
    parts.flatMap((part) => part.bindings) as any[]
  )
}

/** The rows of a raw SELECT: SQLite answers them, PostgreSQL answers `{ rows }`. */
export function resultRows(result: unknown): any[] {
  return Array.isArray(result) ? result : ((result as { rows?: any[] })?.rows ?? [])
}

type Sql = { toSQL(): { sql: string; bindings: readonly unknown[] } }

/**
 * Several aggregates (each a query selecting one value: a count, a sum) read
 * side by side in one statement of scalar subqueries: `{ name: number }`, 0
 * where a sum had no rows.
 */
export async function figuresSideBySide<K extends string>(
  sections: Record<K, Sql>
): Promise<Record<K, number>> {
  const names = Object.keys(sections) as K[]
  const result = await composedQuery(
    names.map((name) => sections[name].toSQL()),
    (sql) => `SELECT ${sql.map((part, index) => `(${part}) AS f${index}`).join(', ')}`
  )
  const [row] = resultRows(result)
  return Object.fromEntries(
    names.map((name, index) => [name, Number(row?.[`f${index}`] ?? 0) || 0])
  ) as Record<K, number>
}
