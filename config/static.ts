import { sep } from 'node:path'
import { defineConfig } from '@adonisjs/static'

/**
 * Files under public/. The page bundles in public/build carry a content hash in
 * their names: a browser keeps them for a year and never asks again
 * (`immutable`); a new build has new names. Anything else (favicon) is
 * revalidated with its ETag.
 */
const BUNDLES = `${sep}public${sep}build${sep}`

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) =>
    path.includes(BUNDLES) ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {},
})

export default staticServerConfig
