import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { runTransferDeadlines } from '#ordering/actions/bank_transfer'

/**
 * Orders waiting for a bank transfer (issue 12): a reminder after 3 working
 * days, cancelled after 10. Scheduled every hour in start/scheduler.ts (a run
 * is claimed once across instances); idempotent (one reminder, one
 * cancellation per order).
 */
export default class BankTransferDeadlinesJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'BankTransferDeadlinesJob',
    queue: 'default',
    /* The next scheduled run is the retry: the action is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const outcomes = await runTransferDeadlines()
    logger.info(
      { job: 'BankTransferDeadlinesJob', orders: outcomes.length },
      'scheduled job BankTransferDeadlinesJob done'
    )
  }
}
