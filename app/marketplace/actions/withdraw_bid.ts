import db from '@adonisjs/lucid/services/db'
import { ok, err, type Result } from '#core/result'
import { databaseNow } from '#core/database/dialect'
import { broadcastBidsChanged } from '#marketplace/listeners'

/**
 * The carrier takes its open bid back, until it is decided (not a private
 * session's bid: those are binding). One conditional
 * update (id, team, state open): a bid accepted or closed a moment before is
 * `not_open` and stays as it is.
 */
export async function withdrawBid(input: {
  bidId: number
  teamId: number
}): Promise<Result<{ transportId: number }, 'not_open' | 'binding'>> {
  const bid = await db
    .from('bids')
    .where('id', input.bidId)
    .where('team_id', input.teamId)
    .select('transport_id', 'private_session_id')
    .first()
  if (!bid) return err('not_open')
  /* a session's bids are binding: lowered, never withdrawn */
  if (bid.private_session_id) return err('binding')
  const now = databaseNow()
  const updated = await db
    .from('bids')
    .where('id', input.bidId)
    .where('team_id', input.teamId)
    .where('state', 'open')
    .update({ state: 'withdrawn', decided_at: now, updated_at: now })
  const count = Array.isArray(updated) ? updated.length : Number(updated)
  if (count !== 1) return err('not_open')
  broadcastBidsChanged(bid.transport_id)
  return ok({ transportId: Number(bid.transport_id) })
}
