/**
 * Bids on a transport's page:
 * - `toObject`  the carrier's own open bid (marketplace page);
 * - `forStaff`  every bid of the transport with the bidding team (admin page).
 * A carrier never receives another team's bid.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OwnBid, StaffBidRow } from '#marketplace/queries/bids'

export default class BidTransformer extends BaseTransformer<OwnBid | StaffBidRow> {
  toObject() {
    const bid = this.resource
    return {
      id: bid.id,
      amountCents: bid.amountCents,
      pickupOn: bid.pickupOn,
      note: bid.note,
      state: bid.state,
      createdAt: bid.createdAt,
    }
  }

  forStaff() {
    const bid = this.resource as StaffBidRow
    return {
      ...this.toObject(),
      teamId: bid.teamId,
      teamName: bid.teamName,
      decidedAt: bid.decidedAt,
    }
  }
}
