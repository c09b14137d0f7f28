/**
 * Who may book calls, and until when a call may be cancelled. Pure: no
 * database, no HTTP. The policy answers which members act for the team
 * (owners, admins and members of a carrier, not drivers; staff); these rules
 * answer whether the TEAM and the CALL allow it now.
 */
import type { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'

/** A team may hold at most this many upcoming calls at once (staff's time is shared). */
export const MAX_UPCOMING_CALLS = 3

export type CallRefusal = 'not_a_transporter' | 'not_verified' | 'too_many_upcoming'

/**
 * A carrier books calls once staff verified it. A suspended carrier still
 * may (a call is how it sorts out its insurance), though not about a
 * transport: the marketplace's eligibility refuses that.
 */
export function mayBookCalls(
  team: { kind: string; verified: boolean },
  upcomingCalls = 0
): Result<true, CallRefusal> {
  if (team.kind !== 'transporter') return err('not_a_transporter')
  if (!team.verified) return err('not_verified')
  if (upcomingCalls >= MAX_UPCOMING_CALLS) return err('too_many_upcoming')
  return ok(true)
}

export type CancelProblem = 'already_cancelled' | 'already_started'

/** A live call may be cancelled until it starts. */
export function mayCancel(
  call: { startsAt: DateTime; cancelledAt: DateTime | null },
  now: DateTime
): Result<true, CancelProblem> {
  if (call.cancelledAt) return err('already_cancelled')
  if (call.startsAt.toMillis() <= now.toMillis()) return err('already_started')
  return ok(true)
}

/** Upcoming: live and not yet over. */
export function isUpcoming(
  call: { endsAt: DateTime; cancelledAt: DateTime | null },
  now: DateTime
): boolean {
  return call.cancelledAt === null && call.endsAt.toMillis() > now.toMillis()
}
