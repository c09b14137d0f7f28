import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Completes the transports delivered more than 48 hours ago without a
 * dispute, now. The queue scheduler does it every 15 minutes
 * (CompleteDeliveredTransportsJob, start/scheduler.ts); this command is the
 * manual trigger.
 */
export default class TransportsComplete extends BaseCommand {
  static commandName = 'transports:complete'
  static description = 'Complete transports delivered more than 48 hours ago without a dispute'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { completeDeliveredTransports } =
      await import('#transports/actions/complete_delivered_transports')
    const count = await completeDeliveredTransports()
    this.logger.info(`completed ${count} transports`)
  }
}
