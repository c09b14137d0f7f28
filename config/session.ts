import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Server-side sessions (database by default, Redis when configured) so that
 * a user's sessions can be listed and "log out other browser sessions" works,
 * and so that flashed old input never inflates a cookie.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'trasporti-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction && (env.get('APP_URL') || '').startsWith('https'),
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    database: stores.database({ connectionName: env.get('DB_CONNECTION') || 'sqlite' }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
