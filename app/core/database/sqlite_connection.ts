/**
 * The embedded SQLite connection, set up for a web server:
 *
 * - WAL journal with `synchronous = NORMAL`: a commit no longer waits for the
 *   disk (durable at the next checkpoint; a power cut can lose the last
 *   commits, never corrupt the file), readers never block the writer;
 * - foreign keys on, a 5 s busy timeout, a 32 MB page cache, temporary
 *   tables in memory;
 * - prepared statements kept per connection: knex prepares every query
 *   again, which costs as much as running a small one. The same SQL text
 *   reuses its statement (SQLite re-prepares it by itself after a schema
 *   change); the cache is bounded, dropped whole when full.
 */
type Statement = unknown
type RawSqliteConnection = {
  pragma(source: string): unknown
  prepare(sql: string): Statement
}

const STATEMENTS_PER_CONNECTION = 500

export function prepareSqliteConnection(connection: RawSqliteConnection) {
  connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = NORMAL')
  connection.pragma('foreign_keys = ON')
  connection.pragma('busy_timeout = 5000')
  connection.pragma('cache_size = -32000')
  connection.pragma('temp_store = MEMORY')

  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, Statement>()
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (statement === undefined) {
      if (statements.size >= STATEMENTS_PER_CONNECTION) statements.clear()
      statement = prepare(sql)
      statements.set(sql, statement)
    }
    return statement
  }
  return connection
}
