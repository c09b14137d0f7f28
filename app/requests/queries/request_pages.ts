/**
 * Reads behind the request pages and the API: lists (one page, filtered),
 * one request (scoped to the caller's team unless staff) and the form's
 * choices. Shaped by TransportRequestTransformer, not here.
 */
import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import TransportRequest from '#requests/models/transport_request'
import Address from '#teams/models/address'
import Team from '#teams/models/team'
import Supplier from '#suppliers/models/supplier'
import { TIME_ZONE } from '#shared/time_zone'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { paginatePlainRows } from '#core/database/paginate'
import { columnsOf, namesById, type PlainRow } from '#core/database/plain_rows'
import Quote from '#requests/models/quote'
import type { RequestListFilters } from '#requests/validators/request_validators'

export const PER_PAGE = 20

type RequestQuery = ModelQueryBuilderContract<typeof TransportRequest, TransportRequest>

/** The lists' filters, as the list validators leave them. */
export type RequestFilters = RequestListFilters

/** The attributes of a list row (TransportRequestRowTransformer). */
const ROW_ATTRIBUTES = [
  'id',
  'teamId',
  'reference',
  'state',
  'pickupCity',
  'pickupProvince',
  'pickupDateFrom',
  'pickupDateTo',
  'deliveryCity',
  'deliveryProvince',
  'deliveryDateFrom',
  'deliveryDateTo',
  'needsManualQuote',
  'createdAt',
] as const

/** A list row: plain values, its vehicles counted, its valid quote's gross price; on the staff list, its team. */
export type RequestRow = PlainRow<typeof TransportRequest, (typeof ROW_ATTRIBUTES)[number]> & {
  vehicleCount: number
  grossCents: number | null
  team?: { id: number; name: string } | null
}

const startOfDay = (date: string, days = 0) =>
  DateTime.fromISO(date, { zone: TIME_ZONE })
    .plus({ days })
    .toUTC()
    .toSQL({ includeOffset: false })!

function applyFilters(query: RequestQuery, filters: RequestFilters) {
  if (filters.state) query.where('transport_requests.state', filters.state)
  if (filters.from) query.where('transport_requests.created_at', '>=', startOfDay(filters.from))
  if (filters.to) query.where('transport_requests.created_at', '<', startOfDay(filters.to, 1))
  if (filters.search) {
    const search = filters.search.toUpperCase().replace(/[%_\\]/g, '')
    query.where('transport_requests.reference', 'like', `%${search}%`)
  }
  if (filters.team) query.where('transport_requests.team_id', filters.team)
  if (filters.pickupProvince)
    query.where('transport_requests.pickup_province', filters.pickupProvince)
  if (filters.deliveryProvince)
    query.where('transport_requests.delivery_province', filters.deliveryProvince)
  if (filters.manual !== undefined)
    query.where('transport_requests.needs_manual_quote', filters.manual)
  return query
}

/**
 * One page of rows, newest first (plain rows): the vehicles counted in the
 * same query, the valid quotes' gross prices in one more, the staff list's
 * team names in one more.
 */
async function page(
  build: () => RequestQuery,
  filters: RequestFilters,
  pageNumber: number,
  withTeams = false
): Promise<Paginated<RequestRow>> {
  const result = await paginateWithin(pageNumber, (current) =>
    paginatePlainRows(
      TransportRequest,
      applyFilters(build(), filters)
        .select(columnsOf(TransportRequest, ROW_ATTRIBUTES))
        .withCount('vehicles')
        .orderBy('transport_requests.created_at', 'desc')
        .orderBy('transport_requests.id', 'desc'),
      ROW_ATTRIBUTES,
      current,
      PER_PAGE,
      ['vehicles_count']
    )
  )
  const rows = result.all()
  const ids = rows.map((row) => row.id)
  const [quotes, teams] = await Promise.all([
    ids.length
      ? Quote.query()
          .where('state', 'valid')
          .whereIn('transport_request_id', ids)
          .select('transport_request_id', 'gross_cents')
          .pojo<{ transport_request_id: number; gross_cents: number | string }>()
      : [],
    withTeams
      ? namesById(
          Team,
          rows.map((row) => row.teamId)
        )
      : new Map<number, string>(),
  ])
  const gross = new Map(
    quotes.map((quote) => [quote.transport_request_id, Number(quote.gross_cents)])
  )
  return paginated(result, ({ vehicles_count: vehicles, ...row }) => ({
    ...row,
    vehicleCount: Number(vehicles ?? 0),
    grossCents: gross.get(row.id) ?? null,
    ...(withTeams
      ? { team: teams.has(row.teamId) ? { id: row.teamId, name: teams.get(row.teamId)! } : null }
      : {}),
  }))
}

/** A dealer team's requests, newest first. */
export function listTeamRequests(teamId: number, filters: RequestFilters, pageNumber: number) {
  const build = () => TransportRequest.query().where('transport_requests.team_id', teamId)
  return page(build, { ...filters, team: undefined }, pageNumber)
}

/** Every team's requests (staff), with the dealer team. */
export function listAllRequests(filters: RequestFilters, pageNumber: number) {
  return page(() => TransportRequest.query(), filters, pageNumber, true)
}

function withDetail(query: RequestQuery) {
  return query
    .preload('vehicles')
    .preload('quotes')
    .preload('supplier', (supplier) => supplier.select('id', 'name'))
}

/** A request of the team (null when it belongs to another team). */
export function findTeamRequest(teamId: number, id: number) {
  return withDetail(TransportRequest.query().where('team_id', teamId).where('id', id)).first()
}

/** Any team's request, with its team (staff). */
export function findRequest(id: number) {
  return withDetail(TransportRequest.query().where('id', id))
    .preload('team', (team) => team.select('id', 'name'))
    .first()
}

/** The form's place choices: the team's addresses and suppliers (200 of each, by name). */
export async function formPlaces(teamId: number) {
  const columns = ['street', 'cap', 'city', 'province']
  const referent = ['referent_name', 'referent_phone', 'referent_email']
  const [addresses, suppliers] = await Promise.all([
    Address.query()
      .select('id', 'label', ...columns, ...referent)
      .where('team_id', teamId)
      .orderBy('label', 'asc')
      .orderBy('id', 'asc')
      .limit(200),
    Supplier.query()
      .select('id', 'name', ...columns, ...referent)
      .where('team_id', teamId)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
      .limit(200),
  ])
  return { addresses, suppliers }
}

/** Teams for the staff filter (every dealer team, by name). */
export function dealerTeamsForFilter() {
  return Team.query()
    .where('kind', 'dealer')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
    .select('id', 'name', 'kind', 'plan')
}
