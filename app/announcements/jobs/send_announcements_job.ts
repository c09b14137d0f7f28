import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { sendDueAnnouncements } from '#announcements/actions/send_due_announcements'

/**
 * Announcements that went out and are to be e-mailed: each recipient once
 * (see emailAnnouncement). Scheduled every 5 minutes in start/scheduler.ts.
 */
export default class SendAnnouncementsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'SendAnnouncementsJob',
    queue: 'default',
    /* The next scheduled run is the retry: recipients already e-mailed are skipped. */
    maxRetries: 0,
  }

  async execute() {
    const queued = await sendDueAnnouncements()
    logger.info({ job: 'SendAnnouncementsJob', queued }, 'scheduled job done')
  }
}
