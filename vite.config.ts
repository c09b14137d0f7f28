import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
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
