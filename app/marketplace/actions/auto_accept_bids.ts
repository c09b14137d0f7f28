import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Transport from '#transports/models/transport'
import { toIsoDate } from '#transports/domain/dates'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import { autoAcceptable, biddingDeadline } from '#marketplace/domain/bidding'
import { openBidsOf } from '#marketplace/queries/bids'
import { acceptBid } from '#marketplace/actions/accept_bid'
import { withoutOpenSession } from '#marketplace/queries/session_membership'

/**
 * The deadline's auto-accept (app/marketplace/domain/bidding.ts): every
 * published transport whose bidding deadline has passed and whose best open
 * bid is within 10% of its buy-now payout goes to that bid. Idempotent and
 * safe on two instances: each award is a guarded transition (a transport
 * awarded a moment ago is simply skipped). Returns the transports awarded.
 */
export async function autoAcceptBids(now: DateTime = DateTime.now()): Promise<number> {
  const candidates = await withoutOpenSession(Transport.query())
    .where('state', 'published')
    .whereNull('transporter_team_id')
    .whereNotNull('pickup_date_from')
    .whereExists((bids) =>
      bids
        .from('bids')
        .whereColumn('bids.transport_id', 'transports.id')
        .where('bids.state', 'open')
    )
    .select('id', 'pickup_date_from', 'payout_cents', 'state_version')
    .orderBy('id', 'asc')
  if (candidates.length === 0) return 0
  const platformClosingDays = await closingDaysForTeams([])
  let awarded = 0
  for (const transport of candidates) {
    const deadline = biddingDeadline(toIsoDate(transport.pickupDateFrom), platformClosingDays)
    if (!deadline || now < deadline) continue
    const winner = autoAcceptable(await openBidsOf(transport.id), transport.payoutCents)
    if (!winner) continue
    const result = await acceptBid({
      bidId: winner.id,
      actor: { kind: 'system', userId: null },
      via: 'auto_accept',
      expectedVersion: transport.stateVersion,
    })
    if (result.ok) awarded++
    else logger.info({ transportId: transport.id, reason: result.error }, 'auto-accept skipped')
  }
  return awarded
}
