/**
 * List filters read from the URL query string. Pure: anything malformed is
 * dropped (a filter never causes an error page).
 */
import { isTransportState, type TransportStateName } from '#transports/domain/state_machine'
import { isRegionCode } from '#shared/italian_provinces'

export type TransportFilters = {
  page: number
  state?: TransportStateName
  from?: string
  to?: string
  dealerTeamId?: number
  transporterTeamId?: number
  pickupRegion?: string
  deliveryRegion?: string
  /** Search on the reference and the pickup/delivery towns (the carrier's list). */
  q?: string
}

/** The longest search text kept from the URL. */
export const SEARCH_MAX_LENGTH = 60

const ISO = /^\d{4}-\d{2}-\d{2}$/

function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO.test(value)) return undefined
  const [y, m, d] = value.split('-').map(Number)
  const parsed = new Date(Date.UTC(y, m - 1, d))
  return parsed.getUTCFullYear() === y &&
    parsed.getUTCMonth() === m - 1 &&
    parsed.getUTCDate() === d
    ? value
    : undefined
}

function id(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : undefined
}

export function parseTransportFilters(qs: Record<string, unknown>): TransportFilters {
  const page = id(qs.page)
  const filters: TransportFilters = { page: page && page <= 100_000 ? page : 1 }
  if (isTransportState(qs.state)) filters.state = qs.state
  const from = isoDate(qs.from)
  const to = isoDate(qs.to)
  if (from) filters.from = from
  if (to) filters.to = to
  const dealer = id(qs.dealer)
  const transporter = id(qs.transporter)
  if (dealer) filters.dealerTeamId = dealer
  if (transporter) filters.transporterTeamId = transporter
  if (isRegionCode(qs.pickupRegion)) filters.pickupRegion = qs.pickupRegion
  if (isRegionCode(qs.deliveryRegion)) filters.deliveryRegion = qs.deliveryRegion
  const q = typeof qs.q === 'string' ? qs.q.trim().slice(0, SEARCH_MAX_LENGTH) : ''
  if (q) filters.q = q
  return filters
}

/** The filters as the dealer list's form shows them (absent: null). */
export function dealerFilterValues(filters: TransportFilters) {
  return { state: filters.state ?? null, from: filters.from ?? null, to: filters.to ?? null }
}

/** The filters as the carrier's list shows them: the dealer's and the search. */
export function carrierFilterValues(filters: TransportFilters) {
  return { ...dealerFilterValues(filters), q: filters.q ?? null }
}

/** The filters as the staff list's form shows them (team ids as the select's strings). */
export function staffFilterValues(filters: TransportFilters) {
  return {
    ...dealerFilterValues(filters),
    dealer: filters.dealerTeamId ? String(filters.dealerTeamId) : null,
    transporter: filters.transporterTeamId ? String(filters.transporterTeamId) : null,
    pickupRegion: filters.pickupRegion ?? null,
    deliveryRegion: filters.deliveryRegion ?? null,
  }
}

export const API_PER_PAGE = 20
export const API_MAX_PER_PAGE = 100

/** `?perPage=` of the API: 1 … 100, anything else the default. */
export function apiPerPage(value: unknown): number {
  const perPage = id(value)
  return perPage && perPage <= API_MAX_PER_PAGE ? perPage : API_PER_PAGE
}
