import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Completes the transports delivered more than 48 hours ago without a
 * dispute. The web process does it every 15 minutes when
 * QUEUE_WORKER_IN_PROCESS=true; other deployments run this from their scheduler.
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
