/**
 * Who may take a transport from the marketplace (DOMAIN.md §2 "Marketplace",
 * issue 10 "Vetting"). Pure: no database, no HTTP. The server asks it for the
 * list, the page and every award (buy-now, bid), so a carrier that may not
 * take a transport is refused with a reason, not just shown less.
 *
 * A transporter team may take a published transport when:
 *   - staff verified it (onboarding approved),
 *   - it is not suspended (expired insurance, staff decision),
 *   - it serves the pickup place: the whole pickup region or the pickup province.
 */
import { ok, err, type Result } from '#core/result'
import type { ItalianRegionCode } from '#shared/italian_provinces'
import { servesProvince, type TransporterServices } from '#teams/domain/team_services'

export type MarketplaceRefusal =
  | 'not_a_transporter'
  | 'not_verified'
  | 'suspended'
  | 'no_area_served'
  | 'region_not_served'
  | 'not_available'
  | 'in_private_session'

export type CarrierTeam = {
  kind: string
  verified: boolean
  suspended: boolean
  services: Pick<TransporterServices, 'regions' | 'provinces'>
}

export type MarketplaceTransport = {
  state: string
  transporterTeamId: number | null
  pickupRegion: string
  pickupProvince: string
}

/** Whether the team may work from the marketplace at all (before looking at a transport). */
export function mayUseMarketplace(team: CarrierTeam): Result<true, MarketplaceRefusal> {
  if (team.kind !== 'transporter') return err('not_a_transporter')
  if (!team.verified) return err('not_verified')
  if (team.suspended) return err('suspended')
  if (team.services.regions.length === 0 && team.services.provinces.length === 0)
    return err('no_area_served')
  return ok(true)
}

/** Whether the team may take this transport now. */
export function mayTake(
  team: CarrierTeam,
  transport: MarketplaceTransport
): Result<true, MarketplaceRefusal> {
  const allowed = mayUseMarketplace(team)
  if (!allowed.ok) return allowed
  if (transport.state !== 'published' || transport.transporterTeamId !== null)
    return err('not_available')
  const served = servesProvince(
    { ...team.services, categories: [], equipment: [], capacity: null },
    transport.pickupProvince,
    transport.pickupRegion as ItalianRegionCode
  )
  return served ? ok(true) : err('region_not_served')
}

/** The payout per km, in cents (rounded), for the list's sorting and the page. */
export function payoutPerKmCents(payoutCents: number, distanceKm: number): number | null {
  if (!Number.isFinite(distanceKm) || distanceKm <= 0) return null
  return Math.round(payoutCents / distanceKm)
}
