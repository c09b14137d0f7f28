/**
 * Private sessions (DOMAIN.md §2 and §5 "Fair private sessions", issue 10).
 * Pure: no database, no HTTP; the clock is given (the server's, never the
 * browser's). docs/domain.md "Private sessions" has the rules in words.
 *
 * - Staff group published transports into a session with a start and an end
 *   and invite carrier teams; only the teams that accepted see the session's
 *   transports and bid on them, and nobody takes them with buy-now until the
 *   session is closed.
 * - Bids in a session are binding: a team may lower its bid, not withdraw it.
 * - Soft close: a bid that improves a transport's best price when 2 minutes
 *   or less are left pushes the end 2 minutes further.
 * - At the end each transport goes to its best session bid (lowest amount,
 *   earliest on a tie); a transport without bids goes back to the marketplace.
 */
import type { DateTime } from 'luxon'

export const SOFT_CLOSE_MINUTES = 2
export const MIN_SESSION_MINUTES = 10
export const MAX_SESSION_DAYS = 7

export type SessionPhase = 'scheduled' | 'running' | 'ended' | 'closed'

export type SessionClock = { startsAt: DateTime; endsAt: DateTime; closedAt: DateTime | null }

/** Where a session stands at `now`: before its start, running, past its end (award due), awarded. */
export function sessionPhase(session: SessionClock, now: DateTime): SessionPhase {
  if (session.closedAt) return 'closed'
  if (now < session.startsAt) return 'scheduled'
  if (now < session.endsAt) return 'running'
  return 'ended'
}

/**
 * The session's end after a bid at `now`: 2 minutes later when the bid
 * improves the best price and 2 minutes or less were left; unchanged otherwise.
 */
export function endAfterBid(endsAt: DateTime, now: DateTime, improvesBest: boolean): DateTime {
  if (!improvesBest) return endsAt
  const left = endsAt.diff(now).as('minutes')
  return left <= SOFT_CLOSE_MINUTES ? endsAt.plus({ minutes: SOFT_CLOSE_MINUTES }) : endsAt
}

export type SessionTimesProblem = {
  field: 'startsAt' | 'endsAt'
  code: 'starts_in_past' | 'too_short' | 'too_long'
}

/** What is wrong with a session's times (empty: acceptable). */
export function sessionTimesProblems(
  startsAt: DateTime,
  endsAt: DateTime,
  now: DateTime
): SessionTimesProblem[] {
  const problems: SessionTimesProblem[] = []
  /* a minute of grace: "now" typed in the form is already a few seconds old */
  if (startsAt < now.minus({ minutes: 1 }))
    problems.push({ field: 'startsAt', code: 'starts_in_past' })
  const minutes = endsAt.diff(startsAt).as('minutes')
  if (minutes < MIN_SESSION_MINUTES) problems.push({ field: 'endsAt', code: 'too_short' })
  else if (minutes > MAX_SESSION_DAYS * 24 * 60)
    problems.push({ field: 'endsAt', code: 'too_long' })
  return problems
}

/** A session bid must beat the team's own open bid on that transport (bids are binding). */
export function improvesOwnBid(amountCents: number, ownOpenCents: number | null): boolean {
  return ownOpenCents === null || amountCents < ownOpenCents
}

/** Whether a bid improves the transport's best price in the session (the first bid does). */
export function improvesBestPrice(amountCents: number, bestCents: number | null): boolean {
  return bestCents === null || amountCents < bestCents
}
