import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { autoAcceptBids } from '#marketplace/actions/auto_accept_bids'

/**
 * Bids' auto-accept at the deadline (app/marketplace/domain/bidding.ts):
 * scheduled every 5 minutes in start/scheduler.ts; a run is claimed once
 * across instances and every award is a guarded transition, so a second run
 * changes nothing.
 */
export default class AutoAcceptBidsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'AutoAcceptBidsJob',
    queue: 'default',
    /* The next scheduled run is the retry: the action is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const awarded = await autoAcceptBids()
    logger.info({ job: 'AutoAcceptBidsJob', awarded }, 'scheduled job AutoAcceptBidsJob done')
  }
}
