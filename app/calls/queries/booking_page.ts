import type { DateTime } from 'luxon'
import type Team from '#teams/models/team'
import { mayBookCalls, MAX_UPCOMING_CALLS } from '#calls/domain/call_rules'
import { freeSlots } from '#calls/domain/slots'
import { slotContext } from '#calls/queries/slots'
import { upcomingCallCount } from '#calls/queries/calls'
import { marketplaceSubject, sessionSubject } from '#calls/queries/call_subject'

/**
 * What the booking page offers the team now: why it may not book (or
 * null), the transport or session asked for, the free slots day by day, and the rules
 * it shows (notice, horizon, how many upcoming calls a team may hold).
 */
export async function bookingPage(
  team: Pick<Team, 'id' | 'kind' | 'verifiedAt' | 'suspendedAt' | 'services'>,
  now: DateTime,
  asked: { transportId: number | null; sessionId: number | null }
) {
  const [context, upcoming, subject, session] = await Promise.all([
    slotContext(now),
    upcomingCallCount(team.id, now),
    asked.transportId ? marketplaceSubject(team, asked.transportId) : null,
    asked.sessionId ? sessionSubject(team.id, asked.sessionId, now) : null,
  ])
  const allowed = mayBookCalls({ kind: team.kind, verified: team.verifiedAt !== null }, upcoming)
  return {
    refusal: allowed.ok ? null : allowed.error,
    /* The transport asked for (`?transport=`) when the team may see it, else why not. */
    subject: subject?.ok ? subject.value : null,
    subjectRefusal: subject && !subject.ok ? subject.error : null,
    /* The private session asked for (`?session=`) when the team may talk about it, else why not. */
    session: session?.ok ? session.value : null,
    sessionRefusal: session && !session.ok ? session.error : null,
    days: allowed.ok ? freeSlots(context) : [],
    rules: {
      noticeHours: Math.round(context.settings.minNoticeMinutes / 60),
      horizonWorkingDays: context.settings.horizonWorkingDays,
      maxUpcoming: MAX_UPCOMING_CALLS,
    },
  }
}
