import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { sendDigests } from '#notifications/actions/send_digests'

/**
 * Hourly and daily digests of notification e-mails (docs/notifications.md).
 * Scheduled every 15 minutes in start/scheduler.ts: a closed period's rows
 * are claimed once, so a run that finds nothing does nothing.
 */
export default class SendNotificationDigestsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'SendNotificationDigestsJob',
    queue: 'default',
    /* The next scheduled run is the retry: the action is idempotent. */
    maxRetries: 0,
  }

  async execute() {
    const digests = await sendDigests()
    logger.info({ job: 'SendNotificationDigestsJob', digests }, 'scheduled job done')
  }
}
