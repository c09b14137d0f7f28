import { ok, err, type Result } from '#core/result'
import type Team from '#teams/models/team'
import type Transport from '#transports/models/transport'
import { mayTake, type MarketplaceRefusal } from '#marketplace/domain/eligibility'
import { carrierOf, marketplaceTransport } from '#marketplace/queries/marketplace'

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
