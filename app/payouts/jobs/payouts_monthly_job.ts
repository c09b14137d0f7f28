import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { runMonthlyPayoutBatch } from '#payouts/actions/payout_batches'
import { todayInRome } from '#shared/time_zone'

/**
 * Carriers are paid monthly by default (issue 12): from the first day of each
 * month a draft batch of everything due waits for staff to approve and pay.
 * Scheduled every hour in start/scheduler.ts; once the month has a batch it
 * does nothing.
 */
export default class PayoutsMonthlyJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'PayoutsMonthlyJob',
    queue: 'default',
    /* The next scheduled run is the retry: the action is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const batch = await runMonthlyPayoutBatch(todayInRome())
    logger.info({ job: 'PayoutsMonthlyJob', batchId: batch?.id ?? null }, 'scheduled job done')
  }
}
