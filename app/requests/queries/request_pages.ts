import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import TransportRequest from '#requests/models/transport_request'
import Quote from '#requests/models/quote'
import type { QuoteBreakdown } from '#pricing/domain/pricing'
import Address from '#teams/models/address'
import Supplier from '#suppliers/models/supplier'
import VehicleCategory from '#pricing/models/vehicle_category'
import { VEHICLE_CATEGORY_CODES } from '#requests/validators/request_validators'

import { isVin } from '#requests/domain/request_rules'
import { TIME_ZONE } from '#shared/time_zone'

export const PER_PAGE = 20

type RequestQuery = ModelQueryBuilderContract<typeof TransportRequest, TransportRequest>

export type RequestFilters = {
  page?: number
  state?: string
  from?: string
  to?: string
  search?: string
  team?: number
  pickupProvince?: string
  deliveryProvince?: string
  manual?: boolean
}

const day = (value: DateTime | null) => (value ? value.toISODate() : null)

function quoteJson(quote: Quote | undefined | null) {
  if (!quote) return null
  return {
    id: quote.id,
    state: quote.state,
    manual: quote.manual,
    netCents: quote.netCents,
    vatCents: quote.vatCents,
    grossCents: quote.grossCents,
    commissionCents: quote.commissionCents,
    payoutCents: quote.payoutCents,
    breakdown: quote.breakdown as unknown as QuoteBreakdown,
    expiresAt: quote.expiresAt.toISO(),
    createdAt: quote.createdAt.toISO(),
  }
}

/** One row of a list. */
export function requestForList(request: TransportRequest) {
  const valid = request.quotes?.find((quote) => quote.state === 'valid') ?? null
  return {
    id: request.id,
    reference: request.reference,
    state: request.state,
    team: request.team ? { id: request.team.id, name: request.team.name } : null,
    pickup: {
      city: request.pickupCity,
      province: request.pickupProvince,
      dateFrom: day(request.pickupDateFrom),
      dateTo: day(request.pickupDateTo),
    },
    delivery: {
      city: request.deliveryCity,
      province: request.deliveryProvince,
      dateFrom: day(request.deliveryDateFrom),
      dateTo: day(request.deliveryDateTo),
    },
    vehicleCount: Number(request.$extras.vehicles_count ?? 0),
    needsManualQuote: request.needsManualQuote,
    grossCents: valid ? valid.grossCents : null,
    createdAt: request.createdAt.toISO(),
  }
}

function place(request: TransportRequest, prefix: 'pickup' | 'delivery') {
  const source = request as unknown as Record<string, any>
  return {
    addressId: source[`${prefix}AddressId`] as number | null,
    street: source[`${prefix}Street`] as string | null,
    cap: source[`${prefix}Cap`] as string | null,
    city: source[`${prefix}City`] as string | null,
    province: source[`${prefix}Province`] as string | null,
    referentName: source[`${prefix}ReferentName`] as string | null,
    referentPhone: source[`${prefix}ReferentPhone`] as string | null,
    referentEmail: source[`${prefix}ReferentEmail`] as string | null,
    dateFrom: day(source[`${prefix}DateFrom`]),
    dateTo: day(source[`${prefix}DateTo`]),
  }
}

/** Everything the show pages and the API detail need. */
export function requestDetail(request: TransportRequest) {
  const quotes = [...(request.quotes ?? [])].sort((a, b) => b.id - a.id)
  return {
    id: request.id,
    reference: request.reference,
    state: request.state,
    team: request.team ? { id: request.team.id, name: request.team.name } : null,
    supplier: request.supplier ? { id: request.supplier.id, name: request.supplier.name } : null,
    pickup: { ...place(request, 'pickup'), supplierId: request.supplierId },
    delivery: place(request, 'delivery'),
    vehicles: (request.vehicles ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((vehicle) => ({
        id: vehicle.id,
        category: vehicle.category,
        make: vehicle.make,
        model: vehicle.model,
        plate: vehicle.plate,
        vin: vehicle.vin,
        running: vehicle.running,
        declaredValueCents: vehicle.declaredValueCents,
      })),
    express: request.express,
    covered: request.covered,
    extraInsurance: request.extraInsurance,
    notes: request.notes,
    distanceKm: request.distanceKm,
    needsManualQuote: request.needsManualQuote,
    manualReason: request.manualReason,
    submittedAt: request.submittedAt?.toISO() ?? null,
    createdAt: request.createdAt.toISO(),
    quote: quoteJson(quotes.find((quote) => quote.state === 'valid') ?? quotes[0]),
  }
}

/** The form's initial values from a stored draft. */
export function requestFormValues(request: TransportRequest) {
  const detail = requestDetail(request)
  const withSource = (value: ReturnType<typeof place>, supplierId?: number | null) => ({
    ...value,
    source: supplierId ? 'supplier' : value.addressId ? 'address' : 'new',
    supplierId: supplierId ?? null,
  })
  return {
    pickup: withSource(detail.pickup, request.supplierId),
    delivery: withSource(detail.delivery),
    vehicles: detail.vehicles.map((vehicle) => ({
      category: vehicle.category,
      make: vehicle.make,
      model: vehicle.model,
      plate: vehicle.plate ?? '',
      foreignPlate: Boolean(vehicle.plate) && !/^[A-Z]{2}\d{3}[A-Z]{2}$/.test(vehicle.plate ?? ''),
      vin: vehicle.vin && isVin(vehicle.vin) ? vehicle.vin : (vehicle.vin ?? ''),
      running: vehicle.running,
      declaredValue: (vehicle.declaredValueCents / 100).toFixed(2),
    })),
    express: detail.express,
    covered: detail.covered,
    extraInsurance: detail.extraInsurance,
    notes: detail.notes ?? '',
  }
}

function applyFilters(query: RequestQuery, filters: RequestFilters) {
  if (filters.state) query.where('transport_requests.state', filters.state)
  if (filters.from) {
    query.where(
      'transport_requests.created_at',
      '>=',
      DateTime.fromISO(filters.from, { zone: TIME_ZONE }).toUTC().toSQL({ includeOffset: false })!
    )
  }
  if (filters.to) {
    query.where(
      'transport_requests.created_at',
      '<',
      DateTime.fromISO(filters.to, { zone: TIME_ZONE })
        .plus({ days: 1 })
        .toUTC()
        .toSQL({ includeOffset: false })!
    )
  }
  if (filters.search)
    query.where(
      'transport_requests.reference',
      'like',
      `%${filters.search.toUpperCase().replace(/[%_\\]/g, '')}%`
    )
  if (filters.pickupProvince)
    query.where('transport_requests.pickup_province', filters.pickupProvince.toUpperCase())
  if (filters.deliveryProvince)
    query.where('transport_requests.delivery_province', filters.deliveryProvince.toUpperCase())
  if (filters.manual !== undefined)
    query.where('transport_requests.needs_manual_quote', filters.manual)
  return query
}

async function paginate(query: RequestQuery, page: number) {
  const result = await query
    .withCount('vehicles')
    .preload('quotes', (quotes) => quotes.where('state', 'valid'))
    .orderBy('transport_requests.created_at', 'desc')
    .orderBy('transport_requests.id', 'desc')
    .paginate(page, PER_PAGE)
  const meta = result.getMeta()
  const rows = result.all()
  if (rows.length === 0 && meta.lastPage < page && meta.total > 0)
    return paginate(query.clone(), meta.lastPage)
  return {
    data: rows.map(requestForList),
    meta: {
      total: meta.total,
      perPage: meta.perPage,
      currentPage: meta.currentPage,
      lastPage: meta.lastPage,
    },
  }
}

/** A dealer team's requests, newest first. */
export function listTeamRequests(teamId: number, filters: RequestFilters) {
  const query = applyFilters(
    TransportRequest.query().where('transport_requests.team_id', teamId),
    filters
  )
  return paginate(query, filters.page ?? 1)
}

/** Every team's requests (staff), with the dealer team. */
export function listAllRequests(filters: RequestFilters) {
  const query = applyFilters(TransportRequest.query(), filters)
  if (filters.team) query.where('transport_requests.team_id', filters.team)
  query.preload('team')
  return paginate(query, filters.page ?? 1)
}

/** A request of the team (null when it belongs to another team). */
export function findTeamRequest(teamId: number, id: number) {
  return TransportRequest.query()
    .where('team_id', teamId)
    .where('id', id)
    .preload('vehicles')
    .preload('quotes')
    .preload('supplier')
    .first()
}

export function findRequest(id: number) {
  return TransportRequest.query()
    .where('id', id)
    .preload('vehicles')
    .preload('quotes')
    .preload('supplier')
    .preload('team')
    .first()
}

/** Choices of the form: the team's addresses and suppliers, the vehicle categories. */
export async function requestFormChoices(teamId: number, locale: string) {
  const [addresses, suppliers, categories] = await Promise.all([
    Address.query()
      .where('team_id', teamId)
      .orderBy('label', 'asc')
      .orderBy('id', 'asc')
      .limit(200),
    Supplier.query()
      .where('team_id', teamId)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
      .limit(200),
    VehicleCategory.query().where('active', true).orderBy('position', 'asc').orderBy('id', 'asc'),
  ])
  const placeOf = (record: Address | Supplier, label: string) => ({
    id: record.id,
    label,
    street: record.street,
    cap: record.cap,
    city: record.city,
    province: record.province,
    referentName: record.referentName,
    referentPhone: record.referentPhone,
    referentEmail: record.referentEmail,
  })
  const known = categories.filter((category) => VEHICLE_CATEGORY_CODES.includes(category.code))
  return {
    addresses: addresses.map((address) => placeOf(address, address.label)),
    suppliers: suppliers.map((supplier) => placeOf(supplier, supplier.name)),
    categories: known.length
      ? known.map((category) => ({
          code: category.code,
          name: locale === 'en' ? category.nameEn : category.nameIt,
        }))
      : VEHICLE_CATEGORY_CODES.map((code) => ({ code, name: null })),
  }
}

/** Teams for the staff filter (those that have requests would need a join; dealer teams suffice). */
export async function dealerTeamsForFilter() {
  const { default: Team } = await import('#teams/models/team')
  const teams = await Team.query()
    .where('kind', 'dealer')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
    .select('id', 'name')
  return teams.map((team) => ({ id: team.id, name: team.name }))
}
