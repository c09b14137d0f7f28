/**
 * Who may book calls, and until when a call may be cancelled. Pure: no
 * database, no HTTP. The policy answers which members act for the team
 * (owners, admins and members of a carrier, not drivers; staff); these rules
 * answer whether the TEAM and the CALL allow it now.
 */
import type { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import type { SessionInvitationState } from '#marketplace/models/private_session_invitation'
import type { SessionPhase } from '#marketplace/domain/private_sessions'

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

/** A call is about one subject at most: a marketplace transport, a private session, or none. */
export function oneSubject(subject: {
  transportId?: number | null
  privateSessionId?: number | null
}): Result<true, 'two_subjects'> {
  return subject.transportId && subject.privateSessionId ? err('two_subjects') : ok(true)
}

/**
 * Why a team may not book a call about a private session: it holds no
 * invitation to it (none, or staff revoked it: the session is none of its
 * business, told as `not_found`), it declined it, or the session is over
 * (its end passed, awarded or not). A pending or accepted invitation to a
 * scheduled or running session may be talked about.
 */
export type SessionSubjectRefusal = 'not_found' | 'declined' | 'closed'

export function maySessionBeSubject(
  invitation: SessionInvitationState | null,
  phase: SessionPhase
): Result<true, SessionSubjectRefusal> {
  if (invitation !== 'pending' && invitation !== 'accepted')
    return err(invitation === 'declined' ? 'declined' : 'not_found')
  if (phase !== 'scheduled' && phase !== 'running') return err('closed')
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
