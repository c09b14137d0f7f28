import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'

/**
 * Realtime (Server-Sent Events). With several instances,
 * TRANSMIT_TRANSPORT=redis relays every broadcast to the other instances
 * through Redis pub/sub. Pub/sub ignores the database number, so the relay
 * channel carries it: apps (or test runs) on different REDIS_DB numbers of
 * one Redis server never see each other's events.
 */
const redisDb = env.get('REDIS_DB') ?? 0

export default defineConfig({
  pingInterval: '30s',
  transport:
    env.get('TRANSMIT_TRANSPORT') === 'redis'
      ? {
          driver: redis({
            host: env.get('REDIS_HOST') || '127.0.0.1',
            port: env.get('REDIS_PORT') || 6379,
            password: env.get('REDIS_PASSWORD'),
            db: redisDb,
          }),
          channel: redisDb === 0 ? 'transmit::broadcast' : `transmit::broadcast::db${redisDb}`,
        }
      : null,
})
