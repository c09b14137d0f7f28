/**
 * The staff maps' data (issue 14, "Maps"): at most MAP_LIMIT points a map,
 * one or two queries each, the columns the map and its side list show.
 * Places are stored as town and province (no coordinates): a point stands at
 * its province's centre (app/shared/province_coordinates.ts), or at the last
 * position a carrier's phone sent for a transport under way.
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import TransportRequest from '#requests/models/transport_request'
import Team from '#teams/models/team'
import { columnsOf, instant, plainRows, type PlainRow } from '#core/database/plain_rows'
import { isRegionCode, type ItalianRegionCode } from '#shared/italian_provinces'
import { todayInRome } from '#shared/time_zone'
import { sumsByTeam } from '#ratings/queries/ratings'
import { teamScore, type TeamScore } from '#ratings/domain/ratings'
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES } from '#maps/domain/consolidation'

/** The most points a map draws; beyond it the page says so. */
export const MAP_LIMIT = 2000

/** Transports under way: a carrier has them (assigned, scheduled) or is driving them. */
export const ACTIVE_STATES = ['assigned', 'pickup_scheduled', 'picked_up', 'in_transit'] as const
export type ActiveState = (typeof ACTIVE_STATES)[number]
/** Transports not picked up yet: on the marketplace or assigned. */
export const OPEN_STATES = ['published', 'assigned', 'pickup_scheduled'] as const
/** Requests waiting for the dealer's order: for a quote (submitted) or with one (quoted). */
export const PENDING_REQUEST_STATES = ['submitted', 'quoted'] as const
export type PendingRequestState = (typeof PENDING_REQUEST_STATES)[number]

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : null

export type OverviewFilters = { state: ActiveState | null }
export type LogisticsFilters = { radiusKm: number }
export type RequestFilters = { state: PendingRequestState | null }
export type TransporterFilters = { region: ItalianRegionCode | null }

/** Each map's filters from the query string (anything else is no filter, or the default). */
export const mapFilters = {
  overview: (qs: Record<string, unknown>): OverviewFilters => ({
    state: oneOf(ACTIVE_STATES, qs.state),
  }),
  logistics: (qs: Record<string, unknown>): LogisticsFilters => {
    const radius = Number(qs.radius)
    return {
      radiusKm: (RADIUS_CHOICES as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS_KM,
    }
  },
  requests: (qs: Record<string, unknown>): RequestFilters => ({
    state: oneOf(PENDING_REQUEST_STATES, qs.state),
  }),
  transporters: (qs: Record<string, unknown>): TransporterFilters => ({
    region: isRegionCode(qs.region) ? qs.region : null,
  }),
}

function capped<T>(rows: T[]) {
  return { rows: rows.slice(0, MAP_LIMIT), capped: rows.length > MAP_LIMIT }
}

const TRANSPORT_ATTRIBUTES = [
  'id',
  'reference',
  'state',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'pickupOn',
  'pickupDateFrom',
  'pickupDateTo',
  'vehicleCount',
] as const

export type MapTransportRow = PlainRow<typeof Transport, (typeof TRANSPORT_ATTRIBUTES)[number]> & {
  carrierName: string | null
}

/** Transports in `states` with their carrier's name (one query, at most MAP_LIMIT + 1 rows). */
async function transportsIn(states: readonly string[]): Promise<MapTransportRow[]> {
  const query = Transport.query()
    .leftJoin('teams', 'teams.id', 'transports.transporter_team_id')
    .whereIn('transports.state', [...states])
    .select(columnsOf(Transport, [...TRANSPORT_ATTRIBUTES]))
    .select('teams.name as carrier_name')
    .orderBy('transports.pickup_on', 'asc')
    .orderBy('transports.id', 'asc')
    .limit(MAP_LIMIT + 1)
  const rows = await plainRows(Transport, query, TRANSPORT_ATTRIBUTES, ['carrier_name'])
  return rows.map(({ carrier_name: name, ...row }) => ({
    ...row,
    carrierName: typeof name === 'string' ? name : null,
  }))
}

export type LastPosition = { lat: number; lng: number; recordedAt: string }

/**
 * The last position of every transport on the road (picked up, in transit)
 * among `states`: one query on transport_positions (transport_id, id), the
 * newest row of each transport (positions are only appended).
 */
async function lastPositions(states: readonly string[]): Promise<Map<number, LastPosition>> {
  const onTheRoad = states.filter((state) => state === 'picked_up' || state === 'in_transit')
  if (!onTheRoad.length) return new Map()
  const rows = await db
    .from('transport_positions')
    .whereIn(
      'id',
      db
        .from('transport_positions')
        .whereIn('transport_id', db.from('transports').whereIn('state', onTheRoad).select('id'))
        .groupBy('transport_id')
        .max('id')
    )
    .select('transport_id', 'lat', 'lng', 'recorded_at')
  return new Map(
    rows.map((row) => [
      Number(row.transport_id),
      {
        lat: Number(row.lat),
        lng: Number(row.lng),
        recordedAt: instant(row.recorded_at)!,
      },
    ])
  )
}

/** Overview: the active transports (two queries: the transports, their last positions). */
export async function overviewMap(filters: OverviewFilters) {
  const states = filters.state ? [filters.state] : ACTIVE_STATES
  const [rows, positions] = await Promise.all([transportsIn(states), lastPositions(states)])
  const { rows: shown, capped: more } = capped(rows)
  return {
    capped: more,
    rows: shown.map((row) => ({ ...row, position: positions.get(row.id) ?? null })),
  }
}

/** The pickup window of an open transport: its scheduled day, else its dates (today; a week). */
export function pickupWindow(row: MapTransportRow, today = todayInRome()) {
  if (row.pickupOn) return { from: row.pickupOn, to: row.pickupOn }
  const from = row.pickupDateFrom ?? today
  const to = row.pickupDateTo ?? DateTime.fromISO(from).plus({ days: 7 }).toISODate() ?? from
  return { from, to: to < from ? from : to }
}

/** Logistics: the open transports (one query). */
export async function logisticsMap() {
  return capped(await transportsIn(OPEN_STATES))
}

const REQUEST_ATTRIBUTES = [
  'id',
  'reference',
  'state',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'pickupDateFrom',
  'needsManualQuote',
] as const

export type MapRequestRow = PlainRow<
  typeof TransportRequest,
  (typeof REQUEST_ATTRIBUTES)[number]
> & {
  dealerName: string
  vehicleCount: number
  quoteGrossCents: number | null
  quoteExpiresAt: string | null
}

/**
 * Requests: the pending requests with their dealer, vehicles and valid quote
 * (one query: the counts and the quote as subqueries), newest first.
 */
export async function requestsMap(filters: RequestFilters) {
  const query = TransportRequest.query()
    .join('teams', 'teams.id', 'transport_requests.team_id')
    .whereIn(
      'transport_requests.state',
      filters.state ? [filters.state] : [...PENDING_REQUEST_STATES]
    )
    .select(columnsOf(TransportRequest, [...REQUEST_ATTRIBUTES]))
    .select('teams.name as dealer_name')
    .select(
      db
        .from('transport_request_vehicles')
        .whereColumn('transport_request_vehicles.transport_request_id', 'transport_requests.id')
        .count('*')
        .as('vehicle_count'),
      db
        .from('quotes')
        .whereColumn('quotes.transport_request_id', 'transport_requests.id')
        .where('quotes.state', 'valid')
        .min('quotes.gross_cents')
        .as('quote_gross_cents'),
      db
        .from('quotes')
        .whereColumn('quotes.transport_request_id', 'transport_requests.id')
        .where('quotes.state', 'valid')
        .max('quotes.expires_at')
        .as('quote_expires_at')
    )
    .orderBy('transport_requests.created_at', 'desc')
    .orderBy('transport_requests.id', 'desc')
    .limit(MAP_LIMIT + 1)
  const rows = await plainRows(TransportRequest, query, REQUEST_ATTRIBUTES, [
    'dealer_name',
    'vehicle_count',
    'quote_gross_cents',
    'quote_expires_at',
  ])
  return capped(
    rows.map((row): MapRequestRow => ({
      ...pick(row, REQUEST_ATTRIBUTES),
      dealerName: String(row.dealer_name),
      vehicleCount: Number(row.vehicle_count),
      quoteGrossCents: row.quote_gross_cents === null ? null : Number(row.quote_gross_cents),
      quoteExpiresAt: instant(row.quote_expires_at),
    }))
  )
}

function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>
}

const TEAM_ATTRIBUTES = [
  'id',
  'name',
  'city',
  'province',
  'services',
  'verifiedAt',
  'suspendedAt',
] as const

export type MapTransporterRow = PlainRow<typeof Team, (typeof TEAM_ATTRIBUTES)[number]> & {
  score: TeamScore
}

/**
 * Transporters: every carrier team with its base, served regions and
 * capacity (onboarding data in `services`), and its score from the dealers'
 * ratings (two queries). The region filter reads `services` (JSON) in memory.
 */
export async function transportersMap(filters: TransporterFilters) {
  const query = Team.query()
    .where('kind', 'transporter')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(MAP_LIMIT + 1)
  const teams = await plainRows(Team, query, TEAM_ATTRIBUTES)
  const shown = filters.region
    ? teams.filter((team) => servedRegions(team.services).includes(filters.region!))
    : teams
  const { rows, capped: more } = capped(shown)
  const sums = await sumsByTeam(
    rows.map((row) => row.id),
    'dealer_to_carrier'
  )
  return {
    capped: more || teams.length > MAP_LIMIT,
    rows: rows.map((row) => ({ ...row, score: teamScore(sums.get(row.id)) })),
  }
}

/** The regions a carrier serves, as onboarding stored them (unknown codes dropped). */
export function servedRegions(services: Record<string, unknown> | null): ItalianRegionCode[] {
  const regions = services?.regions
  return Array.isArray(regions) ? regions.filter(isRegionCode) : []
}

/** The carrier's largest truck (vehicles it carries), as onboarding stored it. */
export function capacityOf(services: Record<string, unknown> | null): number | null {
  const capacity = services?.capacity
  return typeof capacity === 'number' && capacity > 0 ? capacity : null
}
