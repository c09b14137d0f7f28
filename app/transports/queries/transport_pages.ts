/**
 * Reads behind the transport pages and the API, always within what the
 * caller may see (`scopeOf`): a dealer its team's transports, a carrier the
 * ones assigned to its team, staff every transport. Shaped by
 * TransportTransformer, not here; each query selects the columns its
 * variant reads and preloads the relations it shows (no N+1).
 */
import Transport from '#transports/models/transport'
import type TransportEvent from '#transports/models/transport_event'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import { listAttachments } from '#requests/queries/request_attachments'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { TransportFilters } from '#transports/domain/filters'
import { TRANSPORT_STATES } from '#transports/domain/state_machine'
import { ITALIAN_REGIONS } from '#shared/italian_provinces'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { paginatePlainRows, paginateQuery } from '#core/database/paginate'
import { namesById, type PlainRow } from '#core/database/plain_rows'

export const TRANSPORTS_PER_PAGE = 20

/** `{}`: every transport (staff); `driverUserId`: a carrier's driver, only theirs. */
export type TransportScope = { teamId?: number; transporterTeamId?: number; driverUserId?: number }

/**
 * What a member may see: a dealer its team's transports, a carrier those
 * assigned to its team, a carrier's driver only those assigned to them
 * (without a known user, none: id 0 matches no row), staff all.
 */
export function scopeOf(member: CurrentTeam): TransportScope {
  if (member.team.kind === 'dealer') return { teamId: member.team.id }
  if (member.team.kind === 'transporter') {
    if (member.role === 'driver')
      return { transporterTeamId: member.team.id, driverUserId: member.userId ?? 0 }
    return { transporterTeamId: member.team.id }
  }
  return {}
}

function scoped(scope: TransportScope) {
  const query = Transport.query()
  if (scope.teamId !== undefined) query.where('team_id', scope.teamId)
  if (scope.transporterTeamId !== undefined)
    query.where('transporter_team_id', scope.transporterTeamId)
  if (scope.driverUserId !== undefined) query.where('driver_user_id', scope.driverUserId)
  return query
}

const isEveryone = (scope: TransportScope) =>
  scope.teamId === undefined && scope.transporterTeamId === undefined

/** Reference or towns containing the text (case-insensitive; LIKE wildcards dropped). */
function searchIn(query: ReturnType<typeof scoped>, text: string) {
  const like = `%${text.toLowerCase().replace(/[%_\\]/g, '')}%`
  query.where((inner) =>
    inner
      .whereRaw('lower(reference) like ?', [like])
      .orWhereRaw('lower(pickup_city) like ?', [like])
      .orWhereRaw('lower(delivery_city) like ?', [like])
  )
}

/** The attributes of a list row (TransportRowTransformer). */
const ROW_ATTRIBUTES = [
  'id',
  'reference',
  'state',
  'teamId',
  'transporterTeamId',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'vehicleCount',
  'pickupOn',
  'deliveryEstimateOn',
  'pickupSlotFrom',
  'pickupSlotTo',
  'driverUserId',
] as const

/** A list row: plain values; on the staff list, with the dealer's and the carrier's names. */
export type TransportRow = PlainRow<typeof Transport, (typeof ROW_ATTRIBUTES)[number]> & {
  dealerName?: string | null
  transporterName?: string | null
  driverName?: string | null
}

/**
 * One page of transports with the URL filters (the team filters and regions
 * only for staff); pickup date range on pickup_on; newest first, id as a
 * stable tiebreak. Plain rows (app/core/database/plain_rows.ts); staff rows
 * carry the teams' names, read in one query for the page.
 */
export async function listTransports(
  scope: TransportScope,
  filters: TransportFilters,
  perPage = TRANSPORTS_PER_PAGE
): Promise<Paginated<TransportRow>> {
  const result = await paginateWithin(filters.page, (page) => {
    const query = scoped(scope)
    if (filters.state) query.where('state', filters.state)
    if (filters.from) query.where('pickup_on', '>=', filters.from)
    if (filters.to) query.where('pickup_on', '<=', filters.to)
    if (filters.q) searchIn(query, filters.q)
    if (isEveryone(scope)) {
      if (filters.dealerTeamId) query.where('team_id', filters.dealerTeamId)
      if (filters.transporterTeamId) query.where('transporter_team_id', filters.transporterTeamId)
      if (filters.pickupRegion) query.where('pickup_region', filters.pickupRegion)
      if (filters.deliveryRegion) query.where('delivery_region', filters.deliveryRegion)
    }
    query.orderBy('created_at', 'desc').orderBy('id', 'desc')
    return paginatePlainRows(Transport, query, ROW_ATTRIBUTES, page, perPage)
  })
  const rows: TransportRow[] = result.all()
  if (isEveryone(scope)) {
    const names = await namesById(
      Team,
      rows.flatMap((row) => [row.teamId, row.transporterTeamId])
    )
    for (const row of rows) {
      row.dealerName = names.get(row.teamId) ?? null
      row.transporterName =
        row.transporterTeamId === null ? null : (names.get(row.transporterTeamId) ?? null)
    }
  }
  if (scope.transporterTeamId !== undefined) await withDriverNames(rows)
  return paginated(result)
}

/** The carrier's rows: each driver's name (one query for the page, none without drivers). */
async function withDriverNames(rows: TransportRow[]) {
  const names = await namesById(
    User,
    rows.map((row) => row.driverUserId),
    'full_name'
  )
  for (const row of rows)
    row.driverName = row.driverUserId === null ? null : (names.get(row.driverUserId) ?? null)
}

/** Just enough of a transport to authorize a change to it (id, teams, state). */
export function findTransport(id: number, scope: TransportScope) {
  return scoped(scope)
    .where('id', id)
    .select('id', 'team_id', 'transporter_team_id', 'driver_user_id', 'state', 'state_version')
    .first()
}

/**
 * One transport for its page: every column, the timeline (actors' names),
 * both teams' names, the vehicles of its request, the price paid (its quote)
 * and the references of its order and request.
 */
export function transportPage(id: number, scope: TransportScope) {
  return scoped(scope)
    .where('id', id)
    .preload('events', (events) =>
      events
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .preload('actor', (user) => user.select('id', 'full_name'))
    )
    .preload('team', (team) => team.select('id', 'name'))
    .preload('transporterTeam', (team) => team.select('id', 'name'))
    .preload('driver', (user) => user.select('id', 'full_name'))
    .preload('order', (order) => order.select('id', 'reference'))
    .preload('quote', (quote) => quote.select('id', 'net_cents', 'vat_cents', 'gross_cents'))
    .preload('transportRequest', (request) =>
      request
        .select('id', 'reference')
        .preload('vehicles', (vehicles) =>
          vehicles
            .select(
              'id',
              'transport_request_id',
              'category',
              'make',
              'model',
              'plate',
              'vin',
              'running',
              'declared_value_cents',
              'position'
            )
            .orderBy('position', 'asc')
            .orderBy('id', 'asc')
        )
    )
    .first()
}

/** The columns of the API shape (TransportTransformer `forApi`). */
const API_COLUMNS = [
  'id',
  'reference',
  'state',
  'team_id',
  'pickup_city',
  'pickup_province',
  'pickup_date_from',
  'pickup_date_to',
  'delivery_city',
  'delivery_province',
  'delivery_date_from',
  'delivery_date_to',
  'vehicle_count',
  'pickup_on',
  'delivery_estimate_on',
  'tracking_token',
]

/** The timeline as the API shows it (no actors). */
function apiTimeline(events: ModelQueryBuilderContract<typeof TransportEvent>) {
  events
    .select('id', 'transport_id', 'type', 'from_state', 'to_state', 'created_at')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
}

/** The API: one page (no clamping past the end: an API client asked for that page). */
export async function apiTransports(
  scope: TransportScope,
  page: number,
  perPage: number
): Promise<Paginated<Transport>> {
  const result = await paginateQuery(
    scoped(scope)
      .select(API_COLUMNS)
      .preload('events', apiTimeline)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    page,
    perPage
  )
  return paginated(result)
}

/** One transport of the API, with its timeline. */
export function apiTransport(id: number, scope: TransportScope) {
  return scoped(scope).where('id', id).select(API_COLUMNS).preload('events', apiTimeline).first()
}

/** The documents the dealer attached to the transport's request (downloaded through the request's routes). */
export async function requestDocuments(transport: Transport) {
  const requestId = transport.transportRequestId
  return { requestId, files: await listAttachments(requestId) }
}

/** Teams offered by the staff filters and the assignment form (verified carriers only there). */
export async function teamOptions(kind: 'dealer' | 'transporter', verifiedOnly = false) {
  const query = Team.query()
    .where('kind', kind)
    .select('id', 'name')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
  if (verifiedOnly) query.whereNotNull('verified_at')
  const teams = await query.pojo<{ id: number; name: string }>()
  return teams.map((team) => ({ value: String(team.id), label: team.name }))
}

/** The choices of the staff list's filters: states, regions, dealers and carriers. */
export async function staffFilterOptions() {
  const [dealers, transporters] = await Promise.all([
    teamOptions('dealer'),
    teamOptions('transporter'),
  ])
  return {
    states: [...TRANSPORT_STATES],
    regions: ITALIAN_REGIONS.map((region) => ({ value: region.code, label: region.name })),
    dealers,
    transporters,
  }
}
