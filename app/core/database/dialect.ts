/**
 * The few places where SQLite and PostgreSQL differ, asked one way.
 *
 * - Row locks: PostgreSQL takes `SELECT … FOR UPDATE`; SQLite has no row
 *   locks (it serialises write transactions by itself) and knex warns on them.
 * - Timestamps written by hand (raw updates): formatted like Lucid formats
 *   them for the dialect (text on SQLite, a timestamp on PostgreSQL).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

const SQLITE_DIALECTS = new Set(['sqlite3', 'better-sqlite3', 'libsql'])

function clientOf(client?: QueryClientContract) {
  return client ?? db.connection()
}

export function isSqlite(client?: QueryClientContract): boolean {
  return SQLITE_DIALECTS.has(clientOf(client).dialect.name)
}

export function isPostgres(client?: QueryClientContract): boolean {
  return clientOf(client).dialect.name === 'postgres'
}

/** Adds `FOR UPDATE` where the database has row locks. */
export function lockForUpdate<Q extends { forUpdate(): unknown }>(
  query: Q,
  client: QueryClientContract
): Q {
  if (!isSqlite(client)) query.forUpdate()
  return query
}

/** Now, as the database stores a timestamp written by a raw update. */
export function databaseNow(client?: QueryClientContract, at: DateTime = DateTime.now()): string {
  return at.toFormat(clientOf(client).dialect.dateTimeFormat)
}

/** A unique-constraint violation (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/i.test(e?.message ?? '')
  )
}

/**
 * A case-insensitive "contains" for list searches, as `whereRaw` arguments:
 * `query.whereRaw(...contains('teams.name', q))`. `%`, `_` and `\` in the
 * text are plain characters on both databases (SQLite's LIKE has no escape
 * character unless told: `ESCAPE '\'`).
 */
export function contains(
  column: string,
  text: string,
  client?: QueryClientContract
): [string, string[]] {
  const pattern = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`
  const operator = isPostgres(client) ? 'ILIKE' : 'LIKE'
  return [`?? ${operator} ? ESCAPE '\\'`, [column, pattern]]
}
