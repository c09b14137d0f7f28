import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { completeDeliveredTransports } from '#transports/actions/complete_delivered_transports'

/**
 * DOMAIN §2: delivered transports are completed by the system 48 h after the
 * delivery unless disputed. Scheduled every 15 minutes in start/scheduler.ts;
 * a worker claims each due run once across every instance (each transition is
 * also guarded by state and version). `node ace transports:complete` runs the
 * same action by hand.
 */
export default class CompleteDeliveredTransportsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'CompleteDeliveredTransportsJob',
    queue: 'default',
    /* The next scheduled run is the retry: the action is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const completed = await completeDeliveredTransports()
    logger.info(
      { job: 'CompleteDeliveredTransportsJob', completed },
      'scheduled job CompleteDeliveredTransportsJob done'
    )
  }
}
