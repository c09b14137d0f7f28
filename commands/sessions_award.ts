import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Awards the private sessions past their end, now. The queue scheduler does
 * it every minute (AwardPrivateSessionsJob, start/scheduler.ts); this command
 * is the manual trigger.
 */
export default class SessionsAward extends BaseCommand {
  static commandName = 'sessions:award'
  static description = 'Award the private sessions past their end to their best bids'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { awardEndedSessions } = await import('#marketplace/actions/award_private_sessions')
    const { sessions, awarded } = await awardEndedSessions()
    this.logger.info(`closed ${sessions} sessions, awarded ${awarded} transports`)
  }
}
