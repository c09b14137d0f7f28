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
