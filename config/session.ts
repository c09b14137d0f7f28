import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { touchAtMostEveryMinute } from '#core/session/touch_at_most_every_minute'

/**
 * Server-side sessions (database by default, Redis when configured) so that
 * a user's sessions can be listed and "log out other browser sessions" works,
 * and so that flashed old input never inflates a cookie. A read page writes
 * nothing: the expiry moves at most once a minute.
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
    database: touchAtMostEveryMinute(
      stores.database({ connectionName: env.get('DB_CONNECTION') || 'sqlite' })
    ),
    redis: touchAtMostEveryMinute(stores.redis({ connection: 'main' })),
  },
})

export default sessionConfig
