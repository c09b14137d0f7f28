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
import { paginateQuery } from '#core/database/paginate'
import type { RequestListFilters } from '#requests/validators/request_validators'

export const PER_PAGE = 20

type RequestQuery = ModelQueryBuilderContract<typeof TransportRequest, TransportRequest>

/** The lists' filters, as the list validators leave them. */
export type RequestFilters = RequestListFilters

/** The columns of a list row (TransportRequestTransformer.toObject). */
const ROW_COLUMNS = [
  'id',
  'team_id',
  'reference',
  'state',
  'pickup_city',
  'pickup_province',
  'pickup_date_from',
  'pickup_date_to',
  'delivery_city',
  'delivery_province',
  'delivery_date_from',
  'delivery_date_to',
  'needs_manual_quote',
  'created_at',
].map((column) => `transport_requests.${column}`)

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

/** One page of rows, newest first: the vehicles counted, the valid quote's gross price preloaded. */
async function page(
  build: () => RequestQuery,
  filters: RequestFilters,
  pageNumber: number
): Promise<Paginated<TransportRequest>> {
  const result = await paginateWithin(pageNumber, (current) =>
    paginateQuery(
      applyFilters(build(), filters)
        .select(...ROW_COLUMNS)
        .withCount('vehicles')
        .preload('quotes', (quotes) =>
          quotes
            .where('state', 'valid')
            .select('id', 'transport_request_id', 'state', 'gross_cents')
        )
        .orderBy('transport_requests.created_at', 'desc')
        .orderBy('transport_requests.id', 'desc'),
      current,
      PER_PAGE
    )
  )
  return paginated(result)
}

/** A dealer team's requests, newest first. */
export function listTeamRequests(teamId: number, filters: RequestFilters, pageNumber: number) {
  const build = () => TransportRequest.query().where('transport_requests.team_id', teamId)
  return page(build, { ...filters, team: undefined }, pageNumber)
}

/** Every team's requests (staff), with the dealer team. */
export function listAllRequests(filters: RequestFilters, pageNumber: number) {
  const build = () => TransportRequest.query().preload('team', (team) => team.select('id', 'name'))
  return page(build, filters, pageNumber)
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
