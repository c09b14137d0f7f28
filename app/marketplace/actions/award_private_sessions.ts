import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { databaseNow } from '#core/database/dialect'
import { broadcastMarketplaceChanged } from '#transports/listeners'
import PrivateSession from '#marketplace/models/private_session'
import { bestBid } from '#marketplace/domain/bidding'
import { sessionPhase } from '#marketplace/domain/private_sessions'
import { acceptBid } from '#marketplace/actions/accept_bid'
import { openBidsOf } from '#marketplace/queries/bids'
import { broadcastSessionChanged } from '#marketplace/listeners'

/**
 * The end of a private session: each of its transports still published goes
 * to its best session bid (lowest amount, earliest on a tie) through the
 * same guarded award as staff's; a transport without bids goes back to the
 * open marketplace. Then the session is marked closed (a conditional write).
 * Safe to run twice, or on two instances at once: an award already made is
 * refused by the transport's state, and the second close changes nothing.
 * Returns the transports awarded by this run.
 */
export async function awardPrivateSession(sessionId: number, now: DateTime = DateTime.now()) {
  const session = await PrivateSession.find(sessionId)
  if (!session || sessionPhase(session, now) !== 'ended') return 0
  const transports = await db
    .from('private_session_transports')
    .join('transports', 'transports.id', 'private_session_transports.transport_id')
    .where('private_session_transports.private_session_id', sessionId)
    .where('transports.state', 'published')
    .select('transports.id')
  let awarded = 0
  for (const { id } of transports) {
    const best = bestBid(await openBidsOf(Number(id), sessionId))
    if (!best) continue
    const result = await acceptBid({
      bidId: best.id,
      actor: { kind: 'system', userId: null },
      via: 'session',
    })
    if (result.ok) awarded++
    else logger.info({ sessionId, transportId: id, reason: result.error }, 'session award skipped')
  }
  const at = databaseNow(undefined, now)
  await db
    .from('private_sessions')
    .where('id', sessionId)
    .whereNull('closed_at')
    .update({ closed_at: at, updated_at: at })
  broadcastSessionChanged(sessionId)
  /* the transports without a winner are back on the marketplace */
  for (const { id } of transports) broadcastMarketplaceChanged(Number(id))
  return awarded
}

/** Every session past its end and not closed yet (the scheduled job). */
export async function awardEndedSessions(now: DateTime = DateTime.now()) {
  const due = await db
    .from('private_sessions')
    .whereNull('closed_at')
    .where('ends_at', '<=', databaseNow(undefined, now))
    .select('id')
    .orderBy('id', 'asc')
  let awarded = 0
  for (const { id } of due) awarded += await awardPrivateSession(Number(id), now)
  return { sessions: due.length, awarded }
}
