/*
| Marketplace listeners.
|
| - A transport that leaves `published` (buy-now, an accepted bid, staff's
|   assignment, a cancellation) closes its open bids in the same transaction
|   (app/transports/transition_effects.ts): the accepted one becomes
|   `accepted`, the awarded team's other bid `withdrawn`, every other `lost`.
|   After the commit each bidder is told by e-mail and the teams' pages reload.
| - `transports/bids` (staff only, app/marketplace/channels.ts) names the
|   transport whose bids changed; staff pages reload their bids.
*/
import transmit from '@adonisjs/transmit/services/main'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { onTransition, type TransitionApplied } from '#transports/transition_effects'
import { databaseNow } from '#core/database/dialect'
import { broadcastToTeam } from '#realtime/broadcast'
import BidDecidedMail, { type BidOutcome } from '#marketplace/mails/bid_decided_mail'
import { usersWantingNotification } from '#settings/notification_preferences'
import { notifyBidOutcome } from '#notifications/actions/lifecycle'

export const BIDS_CHANNEL = 'transports/bids'

/** Staff pages showing bids reload them. */
export function broadcastBidsChanged(transportId: number) {
  transmit.broadcast(BIDS_CHANNEL, { type: 'bids.changed', transportId })
}

/** A private session's channel: its invited teams and staff (app/marketplace/channels.ts). */
export function sessionChannel(sessionId: number) {
  return `sessions/${sessionId}`
}

/** A bid, an extension, the end or the award in a session: its pages reload. */
export function broadcastSessionChanged(sessionId: number) {
  transmit.broadcast(sessionChannel(sessionId), { type: 'session.changed', sessionId })
}

type ClosedBid = {
  id: number
  team_id: number
  user_id: number | null
  amount_cents: number
  email: string | null
  full_name: string | null
  locale: string | null
}

export async function closeBidsOf(change: TransitionApplied, trx: TransactionClientContract) {
  if (change.from !== 'published' || change.to === 'published') return
  const transport = change.transport
  const open: ClosedBid[] = await trx
    .from('bids')
    .leftJoin('users', 'users.id', 'bids.user_id')
    .where('bids.transport_id', transport.id)
    .where('bids.state', 'open')
    .select(
      'bids.id',
      'bids.team_id',
      'bids.user_id',
      'bids.amount_cents',
      'users.email',
      'users.full_name',
      'users.locale'
    )
  if (open.length === 0) return
  const acceptedId = change.to === 'assigned' ? Number(change.payload.bidId) || null : null
  const outcomeOf = (bid: ClosedBid): BidOutcome =>
    bid.id === acceptedId
      ? 'accepted'
      : bid.team_id === transport.transporterTeamId
        ? 'withdrawn'
        : change.to === 'assigned'
          ? 'lost'
          : 'closed'
  const now = databaseNow(trx)
  for (const outcome of ['accepted', 'withdrawn', 'lost', 'closed'] as const) {
    const ids = open.filter((bid) => outcomeOf(bid) === outcome).map((bid) => bid.id)
    if (ids.length === 0) continue
    await trx
      .from('bids')
      .whereIn('id', ids)
      .where('state', 'open')
      .update({
        state: outcome === 'closed' ? 'lost' : outcome,
        decided_at: now,
        updated_at: now,
      })
  }
  /* Awaited by the commit (Lucid runs the hooks in turn); never throws. */
  trx.after('commit', async () => {
    broadcastBidsChanged(transport.id)
    const teams = new Set(open.map((bid) => bid.team_id))
    for (const teamId of teams) broadcastToTeam(teamId, { type: 'bids.changed' })
    await tellBidders(
      open.map((bid) => ({ ...bid, outcome: outcomeOf(bid) })),
      transport
    ).catch((error) => logger.error({ err: error }, 'bid e-mails not queued'))
    for (const bid of open) {
      const outcome = outcomeOf(bid)
      if (outcome === 'withdrawn') continue
      await notifyBidOutcome({
        outcome: outcome === 'accepted' ? 'accepted' : 'lost',
        bidId: bid.id,
        transportId: transport.id,
        reference: transport.reference,
        amountCents: bid.amount_cents,
        teamId: bid.team_id,
        userId: bid.user_id,
      })
    }
  })
}

/** E-mails each bidder the outcome (in their language, if they want it). */
async function tellBidders(
  bids: (ClosedBid & { outcome: BidOutcome })[],
  transport: { id: number; reference: string }
) {
  const told = bids.filter(
    (bid): bid is ClosedBid & { outcome: Exclude<BidOutcome, 'withdrawn'> } =>
      bid.outcome !== 'withdrawn' && Boolean(bid.email && bid.user_id)
  )
  const wanting = {
    accepted: new Set(
      await usersWantingNotification(userIdsOf(told, true), 'bid_accepted', 'mail')
    ),
    lost: new Set(await usersWantingNotification(userIdsOf(told, false), 'bid_lost', 'mail')),
  }
  for (const bid of told) {
    const wants = bid.outcome === 'accepted' ? wanting.accepted : wanting.lost
    if (!wants.has(bid.user_id!)) continue
    await mail.sendLater(
      new BidDecidedMail(
        { email: bid.email!, fullName: bid.full_name, locale: bid.locale },
        {
          outcome: bid.outcome,
          reference: transport.reference,
          transportId: transport.id,
          amountCents: bid.amount_cents,
        }
      )
    )
  }
}

function userIdsOf(bids: (ClosedBid & { outcome: BidOutcome })[], accepted: boolean): number[] {
  return bids.filter((bid) => (bid.outcome === 'accepted') === accepted).map((bid) => bid.user_id!)
}

onTransition(closeBidsOf)
