import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import type { Plugin } from 'vite'
import { menuMessages } from './scripts/vite_page_messages.js'
import { registryWithoutTokens } from './scripts/vite_route_registry.js'

/*
 * Mantine's ScrollArea imports one hook, `useMergeRefs`, from @floating-ui/react:
 * reached from the entry (ModalsProvider, Modal), it put the whole library in
 * every first load. From that file only, the import resolves to
 * inertia/lib/shims/merge_refs.ts (the same merge through Mantine's hook).
 */
function scrollAreaWithoutFloatingUi(shim: string): Plugin {
  return {
    name: 'trasporti:scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer) return null
      return /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(
        importer
      )
        ? shim
        : null
    },
  }
}

/*
 * The notifications' container is loaded after the first render
 * (inertia/lib/shims/notifications_container.ts): its import there resolves
 * to the container's module, not to the package's index, which the store API
 * imported at once would otherwise keep in the first load with it. Builds
 * only: the dev server pre-bundles the package whole (its chunks do not matter there).
 */
function notificationsContainerAlone(shim: string, container: string): Plugin {
  return {
    name: 'trasporti:notifications-container-alone',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === '@mantine/notifications' && importer === shim ? container : null
    },
  }
}

export default defineConfig({
  plugins: [
    scrollAreaWithoutFloatingUi(
      fileURLToPath(new URL('./inertia/lib/shims/merge_refs.ts', import.meta.url))
    ),
    notificationsContainerAlone(
      fileURLToPath(new URL('./inertia/lib/shims/notifications_container.ts', import.meta.url)),
      fileURLToPath(
        new URL('./node_modules/@mantine/notifications/esm/Notifications.mjs', import.meta.url)
      )
    ),
    menuMessages(fileURLToPath(new URL('.', import.meta.url))),
    registryWithoutTokens(fileURLToPath(new URL('./inertia/lib/route_tokens.ts', import.meta.url))),
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
