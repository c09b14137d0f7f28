/**
 * For the benchmark only (`npm run bench`, docs/performance.md): with
 * BENCH_QUERY_COUNT=true, start/kernel.ts puts this middleware first, and
 * every answer carries `X-Query-Count`, the number of SQL queries its request
 * ran (session read and write, auth, page props: everything inside the
 * middleware stack). Without the variable nothing here is loaded.
 * BENCH_QUERY_LOG=true also prints each query with its URL on stdout.
 *
 * How: Lucid emits `db:query` for every query of a connection whose config
 * has `debug: true` (set here on every configured connection, what
 * `debug: true` in config/database.ts would do); the listener runs in the
 * request's async context, so HttpContext.get() names the request it belongs
 * to (config/app.ts has `useAsyncLocalStorage: true`).
 */
import { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'

const counts = new WeakMap<HttpContext, number>()

for (const config of Object.values(db.config.connections)) config.debug = true

const log = process.env.BENCH_QUERY_LOG === 'true'

emitter.on('db:query', (query) => {
  const ctx = HttpContext.get()
  if (!ctx) return
  counts.set(ctx, (counts.get(ctx) ?? 0) + 1)
  if (log) console.log(`[query] ${ctx.request.url(true)} ${query.sql}`)
})

export default class QueryCountMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    counts.set(ctx, 0)
    try {
      return await next()
    } finally {
      /* Listeners run a few microtasks after their query: let the last ones land. */
      await new Promise((resolve) => setImmediate(resolve))
      if (!ctx.response.response.headersSent)
        ctx.response.header('X-Query-Count', String(counts.get(ctx) ?? 0))
    }
  }
}
