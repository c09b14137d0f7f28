import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * The assets version tells a browser its bundles are stale (409 + reload).
 * Inertia would hash the Vite manifest again on every request: in production
 * it is hashed once, here, at boot. Pinned in tests so a built manifest never
 * causes 409s; "1" with the Vite dev server.
 */
function builtAssetsVersion() {
  const manifest = app.publicPath('build/.vite/manifest.json')
  if (!existsSync(manifest)) return undefined
  return createHash('md5').update(readFileSync(manifest)).digest('hex')
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: app.inTest ? '1' : app.inProduction ? builtAssetsVersion() : undefined,
  ssr: { enabled: false, entrypoint: 'inertia/ssr.tsx' },
})

export default inertiaConfig
