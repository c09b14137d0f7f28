/**
 * Reads of the marketplace: the published transports a carrier team may
 * take (served pickup places only), with the list's filters and sorts (as a
 * page of the list or as the map's markers), and one of them for its page. Towns and provinces only: no street, no
 * referent, no dealer before the award (MarketplaceTransformer).
 */
import type { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Transport from '#transports/models/transport'
import Team from '#teams/models/team'
import { paginatePlainRows } from '#core/database/paginate'
import { databaseNow } from '#core/database/dialect'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { plainRows, type PlainRow } from '#core/database/plain_rows'
import { dealerScores } from '#ratings/queries/ratings'
import type { TeamScore } from '#ratings/domain/ratings'
import { normalizeServices } from '#teams/domain/team_services'
import { PROVINCE_CODES } from '#shared/italian_provinces'
import { estimateDistanceKm } from '#pricing/domain/distance'
import type { CarrierTeam } from '#marketplace/domain/eligibility'
import type { MarketplaceFilters } from '#marketplace/domain/filters'
import { withoutOpenSession } from '#marketplace/queries/session_membership'

export const MARKETPLACE_PER_PAGE = 20

/** A carrier team as the eligibility rules see it. */
export function carrierOf(
  team: Pick<Team, 'kind' | 'verifiedAt' | 'suspendedAt' | 'services'>
): CarrierTeam {
  const services = normalizeServices('transporter', team.services, [])
  return {
    kind: team.kind,
    verified: team.verifiedAt !== null,
    suspended: team.suspendedAt !== null,
    services:
      'regions' in services
        ? { regions: services.regions, provinces: services.provinces }
        : { regions: [], provinces: [] },
  }
}

/** The team as it is now (inside a transaction too), for an award's last check. */
export function freshTeam(teamId: number, client?: Parameters<typeof Team.query>[0]) {
  return Team.query(client)
    .where('id', teamId)
    .select('id', 'kind', 'verified_at', 'suspended_at', 'services')
    .firstOrFail()
}

/** The attributes of a list row (MarketplaceRowTransformer). */
const ROW_ATTRIBUTES = [
  'id',
  'reference',
  'pickupCity',
  'pickupProvince',
  'pickupRegion',
  'deliveryCity',
  'deliveryProvince',
  'deliveryRegion',
  'pickupDateFrom',
  'pickupDateTo',
  'deliveryDateFrom',
  'deliveryDateTo',
  'pickupOn',
  'deliveryEstimateOn',
  'vehicleCount',
  'distanceKm',
  'payoutCents',
  'createdAt',
  'teamId',
] as const

/**
 * A row of the list, with the dealer's score (carriers' ratings): the
 * dealer team's id is read for it and never leaves the server (the row
 * transformer does not send it).
 */
export type MarketplaceRow = PlainRow<typeof Transport, (typeof ROW_ATTRIBUTES)[number]> & {
  dealerScore: TeamScore
}

/**
 * Published, not yet taken, not held by a private session, picked up in a
 * place the team serves: the marketplace's gate, which every read of what a
 * team may take starts from (the list, the map, saved searches, return loads).
 */
export function offeredTo(team: CarrierTeam) {
  const { regions, provinces } = team.services
  return withoutOpenSession(Transport.query())
    .where('state', 'published')
    .whereNull('transporter_team_id')
    .where((served) => {
      if (regions.length) served.whereIn('pickup_region', regions)
      if (provinces.length) served.orWhereIn('pickup_province', provinces)
      /* Serving nowhere: nothing (mayUseMarketplace refuses it before asking). */
      if (!regions.length && !provinces.length) served.whereRaw('1 = 0')
    })
}

function applyFilters(
  query: ModelQueryBuilderContract<typeof Transport>,
  filters: MarketplaceFilters
) {
  if (filters.pickupRegion) query.where('pickup_region', filters.pickupRegion)
  if (filters.deliveryRegion) query.where('delivery_region', filters.deliveryRegion)
  if (filters.pickupProvince) query.where('pickup_province', filters.pickupProvince)
  if (filters.deliveryProvince) query.where('delivery_province', filters.deliveryProvince)
  if (filters.from) query.where('pickup_on', '>=', filters.from)
  if (filters.to) query.where('pickup_on', '<=', filters.to)
  if (filters.minVehicles) query.where('vehicle_count', '>=', filters.minVehicles)
  if (filters.maxVehicles) query.where('vehicle_count', '<=', filters.maxVehicles)
  if (filters.minPayout) query.where('payout_cents', '>=', filters.minPayout * 100)
  if (filters.category) {
    query.whereExists((vehicles) =>
      vehicles
        .from('transport_request_vehicles')
        .whereColumn(
          'transport_request_vehicles.transport_request_id',
          'transports.transport_request_id'
        )
        .where('transport_request_vehicles.category', filters.category!)
    )
  }
  return query
}

/** The list's order; every sort ends with the id, so pages never overlap. */
function applySort(
  query: ModelQueryBuilderContract<typeof Transport>,
  filters: MarketplaceFilters
) {
  switch (filters.sort) {
    case 'payout':
      return query.orderBy('payout_cents', 'desc').orderBy('id', 'desc')
    case 'payout_km':
      return query
        .orderByRaw(
          '(payout_cents * 1.0) / (CASE WHEN distance_km > 0 THEN distance_km ELSE 1 END) desc'
        )
        .orderBy('id', 'desc')
    case 'pickup':
      return query.orderBy('pickup_on', 'asc').orderBy('id', 'asc')
    case 'distance': {
      /* Road km from the chosen province to each pickup province (107 known values). */
      const cases = PROVINCE_CODES.map(() => 'WHEN ? THEN ?').join(' ')
      const bindings = PROVINCE_CODES.flatMap((code) => [
        code,
        estimateDistanceKm(filters.near!, code),
      ])
      return query
        .orderByRaw(`CASE pickup_province ${cases} ELSE 999999 END asc`, bindings)
        .orderBy('id', 'asc')
    }
    default:
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc')
  }
}

/** One page of the transports the team may take, filtered and sorted (plain rows). */
export async function marketplaceList(
  team: CarrierTeam,
  filters: MarketplaceFilters,
  perPage = MARKETPLACE_PER_PAGE
): Promise<Paginated<MarketplaceRow>> {
  const result = await paginateWithin(filters.page, (page) =>
    paginatePlainRows(
      Transport,
      applySort(applyFilters(offeredTo(team), filters), filters),
      ROW_ATTRIBUTES,
      page,
      perPage
    )
  )
  /* one grouped query for the page's dealer teams */
  const scores = await dealerScores(result.all().map((row) => row.teamId))
  return paginated(result, (row) => ({ ...row, dealerScore: scores.get(row.teamId)! }))
}

/** The map view shows at most this many transports (the first ones in the list's order). */
export const MARKETPLACE_MAP_LIMIT = 500

/** The attributes of a map marker (MarketplaceMarkerTransformer): placed at the pickup province. */
const MARKER_ATTRIBUTES = [
  'id',
  'reference',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'pickupOn',
  'vehicleCount',
  'payoutCents',
] as const

export type MarketplaceMarkerRow = PlainRow<typeof Transport, (typeof MARKER_ATTRIBUTES)[number]>

/**
 * The map view: the same transports as the list (same gate, filters and
 * order), as markers, at most `limit` of them in one query; `capped` when
 * there were more.
 */
export async function marketplaceMap(
  team: CarrierTeam,
  filters: MarketplaceFilters,
  limit = MARKETPLACE_MAP_LIMIT
): Promise<{ rows: MarketplaceMarkerRow[]; capped: boolean }> {
  const query = applySort(applyFilters(offeredTo(team), filters), filters).limit(limit + 1)
  const rows = await plainRows(Transport, query, MARKER_ATTRIBUTES)
  return { rows: rows.slice(0, limit), capped: rows.length > limit }
}

/**
 * One transport of the marketplace for its page: the columns the carrier may
 * see, its vehicles (no plates before the award) and its request's services.
 */
export function marketplaceTransport(id: number) {
  return Transport.query()
    .where('id', id)
    .select(
      'id',
      'reference',
      'state',
      'state_version',
      /* for the dealer's score only: never sent to the carrier */
      'team_id',
      'transporter_team_id',
      'transport_request_id',
      'pickup_city',
      'pickup_province',
      'pickup_region',
      'delivery_city',
      'delivery_province',
      'delivery_region',
      'pickup_date_from',
      'pickup_date_to',
      'delivery_date_from',
      'delivery_date_to',
      'pickup_on',
      'delivery_estimate_on',
      'vehicle_count',
      'distance_km',
      'payout_cents',
      'created_at'
    )
    .preload('transportRequest', (request) =>
      request
        .select('id', 'express', 'covered', 'extra_insurance')
        .preload('vehicles', (vehicles) =>
          vehicles
            .select(
              'id',
              'transport_request_id',
              'category',
              'make',
              'model',
              'running',
              'position'
            )
            .orderBy('position', 'asc')
            .orderBy('id', 'asc')
        )
    )
    .first()
}

/** How many transports the team may take match the filters and were published after `since`. */
export async function countOfferedSince(
  team: CarrierTeam,
  filters: MarketplaceFilters,
  since: DateTime
): Promise<number> {
  const [row] = await applyFilters(offeredTo(team), filters)
    .where('created_at', '>', databaseNow(undefined, since))
    .count('* as total')
    .pojo<{ total: number | string }>()
  return Number(row?.total ?? 0)
}

/** Which of these transports the team may take and the filters keep (a saved search's new matches). */
export async function offeredAmong(
  team: CarrierTeam,
  filters: MarketplaceFilters,
  transportIds: number[]
) {
  if (transportIds.length === 0) return []
  const rows = await applyFilters(offeredTo(team), filters)
    .whereIn('id', transportIds)
    .select('id', 'reference', 'pickup_city', 'delivery_city')
    .pojo<{ id: number; reference: string; pickup_city: string; delivery_city: string }>()
  return rows
}
