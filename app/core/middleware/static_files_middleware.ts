import { readdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import staticConfig from '#config/static'

/**
 * Files under public/ (the page bundles in /build/, the favicon), served by
 * @adonisjs/static, which looks on disk for every request it sees. Only the
 * requests that can name such a file reach it (GET or HEAD, under /build/ or a
 * name found in public/ at boot), so a page or API call costs no disk lookup.
 */
const files = new StaticMiddleware(app.publicPath(), staticConfig)
const topLevel = new Set(
  readdirSync(app.publicPath(), { withFileTypes: true }).map(
    (entry) => `/${entry.name}${entry.isDirectory() ? '/' : ''}`
  )
)

function mayNameAFile(path: string) {
  if (path.startsWith('/build/')) return true
  const slash = path.indexOf('/', 1)
  return topLevel.has(slash === -1 ? path : path.slice(0, slash + 1))
}

export default class StaticFilesMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.intended()
    if ((method === 'GET' || method === 'HEAD') && mayNameAFile(ctx.request.url()))
      return files.handle(ctx, next)
    return next()
  }
}
