import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { refreshAnalyticsRollups } from '#analytics/actions/refresh_rollups'

/**
 * The analytics pages' daily rollups (docs/analytics.md), every 15 minutes
 * in start/scheduler.ts: the last days are rewritten, so a run that fails is
 * made good by the next one.
 */
export default class RefreshAnalyticsRollupsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'RefreshAnalyticsRollupsJob',
    queue: 'default',
    /* The next scheduled run is the retry: the refresh rewrites whole days. */
    maxRetries: 0,
  }

  async execute() {
    const result = await refreshAnalyticsRollups()
    logger.info({ job: 'RefreshAnalyticsRollupsJob', ...result }, 'scheduled job done')
  }
}
