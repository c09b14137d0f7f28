import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { prunePositions } from '#transports/actions/prune_positions'

/**
 * Positions of transports are kept 30 days (POSITION_RETENTION_DAYS in
 * app/shared/transport_position.ts); this deletes older ones. Scheduled
 * every hour in start/scheduler.ts; idempotent.
 */
export default class PrunePositionsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'PrunePositionsJob',
    queue: 'default',
    maxRetries: 0,
  }

  async execute() {
    const deleted = await prunePositions()
    logger.info({ job: 'PrunePositionsJob', deleted }, 'scheduled job PrunePositionsJob done')
  }
}
