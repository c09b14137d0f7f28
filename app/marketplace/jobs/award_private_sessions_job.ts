import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { awardEndedSessions } from '#marketplace/actions/award_private_sessions'

/**
 * The end of private sessions: every minute (start/scheduler.ts) the sessions
 * past their end get their award (app/marketplace/actions/award_private_sessions.ts).
 * A run is claimed once across instances, and the award is idempotent.
 */
export default class AwardPrivateSessionsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'AwardPrivateSessionsJob',
    queue: 'default',
    /* The next scheduled run is the retry: the award is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const result = await awardEndedSessions()
    logger.info(
      { job: 'AwardPrivateSessionsJob', ...result },
      'scheduled job AwardPrivateSessionsJob done'
    )
  }
}
