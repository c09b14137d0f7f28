import type Transport from '#transports/models/transport'
import { transitionTransport, type TransitionActor } from '#transports/actions/transition_transport'
import { ok, err, type Result } from '#core/result'
import { lockForUpdate } from '#core/database/dialect'
import Bid from '#marketplace/models/bid'
import {
  mayTake,
  mayUseMarketplace,
  type MarketplaceRefusal,
} from '#marketplace/domain/eligibility'
import { carrierOf, freshTeam } from '#marketplace/queries/marketplace'

export type AcceptBidError = MarketplaceRefusal | 'bid_not_open' | 'taken' | 'not_found'

/**
 * Awards a transport to a bid (staff on the transport page, the auto-accept
 * at the deadline, a private session's end). Like buy-now, one transition:
 * under the transport's row lock the bid must still be open and its team
 * still allowed to take the transport; the transport's payout becomes the
 * bid's amount. The other bids close in the same transaction
 * (app/marketplace/listeners.ts), and every bidder is told after the commit.
 */
export async function acceptBid(input: {
  bidId: number
  actor: TransitionActor
  via: 'bid' | 'auto_accept' | 'session'
  expectedVersion?: number
}): Promise<Result<Transport, AcceptBidError>> {
  const bid = await Bid.query()
    .where('id', input.bidId)
    .select(
      'id',
      'transport_id',
      'team_id',
      'private_session_id',
      'amount_cents',
      'pickup_on',
      'state'
    )
    .first()
  if (!bid) return err('not_found')
  if (bid.state !== 'open') return err('bid_not_open')
  const result = await transitionTransport({
    transportId: bid.transportId,
    to: 'assigned',
    actor: input.actor,
    transporterTeamId: bid.teamId,
    expectedState: 'published',
    expectedVersion: input.expectedVersion,
    alsoSet: { payout_cents: bid.amountCents },
    payload: {
      via: input.via,
      bidId: bid.id,
      payoutCents: bid.amountCents,
      proposedPickupOn: bid.pickupOn.toISODate(),
    },
    guard: async (transport, trx) => {
      const still = await lockForUpdate(
        Bid.query({ client: trx }).where('id', bid.id).where('state', 'open').select('id'),
        trx
      ).first()
      if (!still) return 'bid_not_open'
      const team = carrierOf(await freshTeam(bid.teamId, { client: trx }))
      /* a session's invited teams bid wherever the pickup is: staff chose them */
      const check = bid.privateSessionId ? mayUseMarketplace(team) : mayTake(team, transport)
      return check.ok ? null : check.error
    },
  })
  if (result.ok) return ok(result.value)
  const code = result.error
  if (code.startsWith('guard:')) return err(code.slice('guard:'.length) as AcceptBidError)
  if (code === 'not_found') return err('not_found')
  if (code === 'transporter_not_verified') return err('not_verified')
  return err('taken')
}
