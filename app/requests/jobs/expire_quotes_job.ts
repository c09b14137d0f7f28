import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { expireQuotes } from '#requests/actions/manage_requests'
import { notifyExpiringQuotes } from '#notifications/actions/lifecycle'

/**
 * Quotes expire after `quoteValidityDays` (7): valid quotes past their expiry
 * become `expired`, and so do their `quoted` requests left without a valid
 * quote. Scheduled every 15 minutes in start/scheduler.ts; a worker claims
 * each due run once across every instance. `node ace quotes:expire` runs the
 * same action by hand.
 */
export default class ExpireQuotesJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'ExpireQuotesJob',
    queue: 'default',
    /* The next scheduled run is the retry: the action is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const result = await expireQuotes()
    await notifyExpiringQuotes()
    logger.info({ job: 'ExpireQuotesJob', ...result }, 'scheduled job ExpireQuotesJob done')
  }
}
