import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'

/**
 * Counts the SQL queries run while `work` executes (Lucid emits db:query
 * when the connection is in debug mode). Used to prove list pages have no
 * N+1: their count must not grow with the number of rows.
 */
export async function countQueries<T>(
  work: () => Promise<T>
): Promise<{ result: T; queries: number }> {
  let queries = 0
  const listener = () => {
    queries += 1
  }
  const connection = db.connection() as any
  const debugBefore = connection.debug
  connection.debug = true
  emitter.on('db:query', listener)
  try {
    const result = await work()
    return { result, queries }
  } finally {
    emitter.off('db:query', listener)
    connection.debug = debugBefore
  }
}
