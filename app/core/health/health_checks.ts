import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { HealthChecks } from '@adonisjs/core/health'
import { DbCheck } from '@adonisjs/lucid/database'
import db from '@adonisjs/lucid/services/db'
import { QueueBacklogCheck } from '#core/health/queue_backlog_check'

/** Whether this deployment uses Redis (sessions, queue or realtime across instances). */
function usesRedis() {
  return (
    env.get('SESSION_DRIVER') === 'redis' ||
    env.get('QUEUE_DRIVER') === 'redis' ||
    env.get('TRANSMIT_TRANSPORT') === 'redis'
  )
}

/**
 * The checks behind `/health` (for load balancers and deployments): the
 * database answers, Redis answers when the deployment uses it, the job
 * queue is not backed up. Built per report so a configuration change (the
 * queue driver in tests) is seen.
 */
export async function healthReport() {
  const checks = new HealthChecks().register([
    new DbCheck(db.connection()).as('database'),
    new QueueBacklogCheck(app.config.get<string>('queue.default', 'database')),
  ])
  if (usesRedis()) {
    const { RedisCheck } = await import('@adonisjs/redis')
    const { default: redis } = await import('@adonisjs/redis/services/main')
    checks.register([new RedisCheck(redis.connection()).as('redis')])
  }
  return checks.run()
}
