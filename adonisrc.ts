import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { indexPages } from '@adonisjs/inertia'
import { generateRegistry } from '@tuyau/core/hooks'

export default defineConfig({
  experimental: {},

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/inertia/commands'),
    () => import('@adonisjs/mail/commands'),
    () => import('@adonisjs/queue/commands'),
    () => import('@adonisjs/bouncer/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('#providers/app_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/validator'),
    () => import('#start/events'),
    /* Scheduled jobs: registered by web processes and `node ace queue:work` only. */
    { file: () => import('#start/scheduler'), environment: ['web', 'console'] },
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.ts'], name: 'unit', timeout: 5000 },
      { files: ['tests/functional/**/*.spec.ts'], name: 'functional', timeout: 30000 },
      { files: ['tests/browser/**/*.spec.ts'], name: 'browser', timeout: 120000 },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.json', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    init: [
      /*
       * .adonisjs/client/data.d.ts: the types of what transformers send
       * (Data.<Capability>.<Resource>, with Variants) and of the shared props
       * (Data.SharedProps), imported by the pages as '@generated/data'.
       * Transformers live in each capability: app/<capability>/transformers.
       */
      indexEntities({
        controllers: { enabled: false },
        events: { enabled: false },
        listeners: { enabled: false },
        transformers: {
          enabled: true,
          source: 'app',
          glob: ['**/app/*/transformers/*_transformer.ts'],
          importAlias: '#app',
          withSharedProps: true,
          inertiaMiddlewareImportPath: '#core/middleware/inertia_middleware',
        },
      }),
      /* .adonisjs/server/pages.d.ts: page names and props typed for inertia.render(). */
      indexPages({ framework: 'react' }),
      /* .adonisjs/client/registry: named routes for <Link route>, <Form route> and urlFor(). */
      generateRegistry(),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
