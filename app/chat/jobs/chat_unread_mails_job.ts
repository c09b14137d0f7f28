import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { sendUnreadMails } from '#chat/actions/unread_mails'

/**
 * Chat messages left unread for 15 minutes: one e-mail per conversation and
 * recipient (start/scheduler.ts, every 5 minutes). Idempotent: the read
 * marker records the message each e-mail was sent for.
 */
export default class ChatUnreadMailsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'ChatUnreadMailsJob',
    queue: 'default',
    /* The next scheduled run is the retry. */
    maxRetries: 0,
  }

  async execute() {
    const sent = await sendUnreadMails()
    logger.info({ job: 'ChatUnreadMailsJob', sent }, 'scheduled job ChatUnreadMailsJob done')
  }
}
