import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Expires the valid quotes past their expiry (and their requests), now. The
 * queue scheduler does it every 15 minutes (ExpireQuotesJob, start/scheduler.ts);
 * this command is the manual trigger.
 */
export default class QuotesExpire extends BaseCommand {
  static commandName = 'quotes:expire'
  static description = 'Expire quotes past their validity (and their requests)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { expireQuotes } = await import('#requests/actions/manage_requests')
    const result = await expireQuotes()
    this.logger.info(`expired ${result.quotes} quotes and ${result.requests} requests`)
  }
}
