import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import type { Plugin } from 'vite'

/*
 * The generated route registry (.adonisjs/client/registry, `urlFor` and the
 * route-named links of inertia/lib/routes.ts) describes every route with its
 * parsed `tokens`, which the browser never reads (Tuyau's client and
 * @adonisjs/inertia match and build URLs from `pattern` and `methods`): they
 * were about 6 KB gzip of every first load (docs/performance.md).
 */
function registryWithoutTokens(): Plugin {
  return {
    name: 'trasporti:registry-without-tokens',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]\.adonisjs[\\/]client[\\/]registry[\\/]index\.ts$/.test(id)) return null
      return { code: code.replace(/^\s*tokens: \[.*\],\r?\n/gm, ''), map: null }
    },
  }
}

export default defineConfig({
  plugins: [
    registryWithoutTokens(),
    react(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      reload: ['resources/views/**/*.edge'],
      buildDirectory: 'public/build',
      assetsUrl: '/build',
    }),
  ],
  resolve: {
    alias: {
      '~/': fileURLToPath(new URL('./inertia/', import.meta.url)),
      '@shared/': fileURLToPath(new URL('./app/shared/', import.meta.url)),
      '@generated/': fileURLToPath(new URL('./.adonisjs/client/', import.meta.url)),
    },
  },
  build: {
    chunkSizeWarningLimit: 700,
  },
  /*
   * The dev server's pre-bundled dependencies, per checkout (git worktrees that
   * share one node_modules would otherwise rewrite each other's cache mid-run:
   * "504 Outdated Optimize Dep"). The map's libraries are only reached through
   * a dynamic import: pre-bundle them at start, not when the map first opens.
   * The analytics charts likewise (@mantine/charts, recharts).
   */
  cacheDir: 'tmp/vite',
  optimizeDeps: {
    include: ['leaflet', 'leaflet.markercluster', '@mantine/charts', 'recharts'],
  },
  server: {
    /* Tests run several servers at once: no HMR socket there (no WebSocket server on 24678 at all). */
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
    ws: process.env.NODE_ENV === 'test' ? false : undefined,
    watch: { ignored: ['**/storage/**', '**/tmp/**'] },
  },
})
