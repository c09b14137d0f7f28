import type { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import type Team from '#teams/models/team'
import type Transport from '#transports/models/transport'
import { mayTake, type MarketplaceRefusal } from '#marketplace/domain/eligibility'
import { carrierOf, marketplaceTransport } from '#marketplace/queries/marketplace'
import { sessionForTeam, type SessionForTeam } from '#marketplace/queries/session_membership'
import { maySessionBeSubject, type SessionSubjectRefusal } from '#calls/domain/call_rules'

export type SubjectRefusal = 'not_found' | MarketplaceRefusal

/**
 * The marketplace transport a call is about, when the team may see it on
 * the marketplace: the marketplace's own gate (verified, not suspended,
 * serving the pickup place, still published), asked here rather than
 * written a second time.
 */
export async function marketplaceSubject(
  team: Pick<Team, 'kind' | 'verifiedAt' | 'suspendedAt' | 'services'>,
  transportId: number
): Promise<Result<Transport, SubjectRefusal>> {
  const transport = await marketplaceTransport(transportId)
  if (!transport) return err('not_found')
  const check = mayTake(carrierOf(team), transport)
  return check.ok ? ok(transport) : err(check.error)
}

/**
 * The private session a call is about, when the team holds a pending or
 * accepted invitation to it and it is not over (asked of the marketplace's
 * own query; the rule is app/calls/domain/call_rules.ts).
 */
export async function sessionSubject(
  teamId: number,
  sessionId: number,
  now?: DateTime
): Promise<Result<SessionForTeam, SessionSubjectRefusal>> {
  const session = await sessionForTeam(sessionId, teamId, now)
  if (!session) return err('not_found')
  const check = maySessionBeSubject(session.invitation, session.phase)
  return check.ok ? ok(session) : err(check.error)
}
