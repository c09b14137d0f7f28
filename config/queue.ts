import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/queue'

export default defineConfig({
  default: env.get('QUEUE_DRIVER') || 'database',
  adapters: {
    database: drivers.database({ connectionName: env.get('DB_CONNECTION') || 'sqlite' }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },
  worker: {
    concurrency: 2,
    idleDelay: '1s',
  },
  locations: ['./app/**/jobs/**/*.{ts,js}'],
})
