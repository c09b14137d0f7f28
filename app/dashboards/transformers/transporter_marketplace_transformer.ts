import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TransporterMarketplace } from '#dashboards/queries/transporter_marketplace'
import ReturnLoadTransformer from '#marketplace/transformers/return_load_transformer'

/**
 * The marketplace cards of a carrier's dashboard: open bids (count and the
 * next ones with their transport's towns and the amount), sessions running
 * and invitations waiting (count, names and times), and return loads (towns,
 * pickup window, vehicles, payout, km) with the transport each follows. The
 * team's own figures only: never a street, a referent, a dealer or a price
 * but its own bids and the payouts on offer.
 */
export default class TransporterMarketplaceTransformer extends BaseTransformer<TransporterMarketplace> {
  toObject() {
    const cards = this.resource
    return {
      bids: cards.bids,
      sessions: cards.sessions,
      invites: cards.invites,
      returnLoads: ReturnLoadTransformer.transform(cards.returnLoads).useVariant('forDashboard'),
    }
  }
}
