/**
 * A bid in the carrier's own list: its amount, pickup date and state, and the
 * transport by town and province (its buy-now payout only while it is on
 * offer; a transport another team won shows as `unavailable`).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TeamBidRow } from '#marketplace/queries/bids'

export default class TeamBidRowTransformer extends BaseTransformer<TeamBidRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      transportId: row.transportId,
      amountCents: row.amountCents,
      pickupOn: row.pickupOn,
      state: row.state,
      createdAt: row.createdAt,
      decidedAt: row.decidedAt,
      transport: row.transport,
    }
  }
}
