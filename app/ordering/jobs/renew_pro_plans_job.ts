import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { renewProPlans } from '#ordering/actions/pro_subscription'

/**
 * The pro plan's monthly renewal from the wallet (issue 12): scheduled every
 * hour in start/scheduler.ts (a run is claimed once across instances); the
 * teams due today are charged or moved back to the free plan. Idempotent:
 * each month is charged once.
 */
export default class RenewProPlansJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'RenewProPlansJob',
    queue: 'default',
    /* The next scheduled run is the retry: the action is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const outcomes = await renewProPlans()
    logger.info(
      { job: 'RenewProPlansJob', teams: outcomes.length },
      'scheduled job RenewProPlansJob done'
    )
  }
}
