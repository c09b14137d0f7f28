import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Awards the published transports past their bidding deadline to their best
 * bid when it is within 10% of the buy-now payout, now. The queue scheduler
 * does it every 5 minutes (AutoAcceptBidsJob, start/scheduler.ts); this
 * command is the manual trigger.
 */
export default class BidsAutoAccept extends BaseCommand {
  static commandName = 'bids:auto-accept'
  static description = 'Award transports past their bidding deadline to their best bid (within 10%)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { autoAcceptBids } = await import('#marketplace/actions/auto_accept_bids')
    const count = await autoAcceptBids()
    this.logger.info(`awarded ${count} transports to their best bid`)
  }
}
