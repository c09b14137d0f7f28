import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import type { Plugin } from 'vite'
import { menuMessages } from './scripts/vite_page_messages.js'
import { registryWithoutTokens } from './scripts/vite_route_registry.js'

/**
 * One import, from one importer only, resolved to another file: a package
 * import that would otherwise pull more than that importer needs into a
 * chunk. `build` limits it to production builds.
 */
function redirectImport(
  name: string,
  {
    source,
    from,
    to,
    build = false,
  }: { source: string; from: RegExp | string; to: string; build?: boolean }
): Plugin {
  return {
    name: `trasporti:${name}`,
    enforce: 'pre',
    apply: build ? 'build' : undefined,
    resolveId(id, importer) {
      if (id !== source || !importer) return null
      return (typeof from === 'string' ? importer === from : from.test(importer)) ? to : null
    },
  }
}

const local = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

export default defineConfig({
  plugins: [
    /*
     * Mantine's ScrollArea imports one hook, `useMergeRefs`, from @floating-ui/react:
     * reached from the entry (ModalsProvider, Modal), it put the whole library in
     * every first load. From that file only, the import resolves to
     * inertia/lib/shims/merge_refs.ts (the same merge through Mantine's hook).
     */
    redirectImport('scroll-area-without-floating-ui', {
      source: '@floating-ui/react',
      from: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
      to: local('./inertia/lib/shims/merge_refs.ts'),
    }),
    /*
     * The notifications' container is loaded after the first render
     * (inertia/lib/shims/notifications_container.ts): its import there resolves
     * to the container's module, not to the package's index, which the store API
     * imported at once would otherwise keep in the first load with it. Builds
     * only: the dev server pre-bundles the package whole (its chunks do not matter there).
     */
    redirectImport('notifications-container-alone', {
      source: '@mantine/notifications',
      from: local('./inertia/lib/shims/notifications_container.ts'),
      to: local('./node_modules/@mantine/notifications/esm/Notifications.mjs'),
      build: true,
    }),
    menuMessages(local('.')),
    registryWithoutTokens(local('./inertia/lib/route_tokens.ts')),
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
      '~/': local('./inertia/'),
      '@shared/': local('./app/shared/'),
      '@generated/': local('./.adonisjs/client/'),
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
