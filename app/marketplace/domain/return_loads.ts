/**
 * Return loads (issue 10): when a carrier team carries a transport, which
 * marketplace transports would bring its truck back loaded. Pure: no
 * database, no HTTP. The query (app/marketplace/queries/return_loads.ts)
 * asks `returnLoadSearch` where and when to look, reads the transports the
 * team may take now through the marketplace's own gate, and ranks them with
 * `rankReturnLoads`.
 *
 * For a transport of the team that is assigned, pickup scheduled or in
 * transit, a return load is a marketplace transport
 *   - picked up in the delivery province or one whose capoluogo is at most
 *     RETURN_LOAD_RADIUS_KM (150) estimated road km away (the same estimate
 *     as the prices and the list's distance sort),
 *   - whose pickup window (earliest pickup → end of the request's window)
 *     overlaps [delivery day, delivery day + 3 working days]; the delivery
 *     day is the estimate, or today when the estimate is already past
 *     (our rule: a late truck still wants a load from now on).
 * Nearest first, then the earliest pickup, then the higher payout (then the
 * id, so the order is stable); at most 5 per transport.
 */
import { PROVINCE_CODES } from '#shared/italian_provinces'
import { provinceCoordinates } from '#shared/province_coordinates'
import { addWorkingDays, type IsoDate, type WorkingDayOptions } from '#shared/working_days'
import { estimateDistanceKm } from '#pricing/domain/distance'

/** Estimated road km between the delivery and the pickup province's capoluoghi. */
export const RETURN_LOAD_RADIUS_KM = 150
/** Working days after the delivery day a return load's pickup may still start. */
export const RETURN_LOAD_WORKING_DAYS = 3
/** Return loads shown per transport. */
export const RETURN_LOADS_PER_TRANSPORT = 5
/** The states of a transport that still has its delivery ahead (the truck is not back yet). */
export const RETURN_LOAD_STATES = ['assigned', 'pickup_scheduled', 'in_transit'] as const

/** The team's transport whose return is looked for. */
export type CarriedTransport = {
  id: number
  state: string
  deliveryProvince: string
  deliveryEstimateOn: IsoDate | null
}

/** Where and when to look: the provinces in reach (nearest first) and the pickup days. */
export type ReturnLoadSearch = {
  transportId: number
  provinces: { code: string; km: number }[]
  from: IsoDate
  to: IsoDate
}

/** A marketplace transport as the rule sees it (the columns the query reads). */
export type ReturnLoadCandidate = {
  id: number
  pickupProvince: string
  pickupOn: IsoDate | null
  pickupDateFrom: IsoDate | null
  pickupDateTo: IsoDate | null
  payoutCents: number
}

export type RankedReturnLoad<C extends ReturnLoadCandidate> = C & {
  km: number
  forTransportId: number
}

/** The provinces whose capoluogo is within the radius of this one, nearest first (itself first). */
export function provincesNear(
  province: string,
  radiusKm = RETURN_LOAD_RADIUS_KM
): { code: string; km: number }[] {
  if (!provinceCoordinates(province)) return []
  const home = province.trim().toUpperCase()
  return PROVINCE_CODES.map((code) => ({
    code,
    km: code === home ? 0 : estimateDistanceKm(home, code),
  }))
    .filter((near) => near.km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.code.localeCompare(b.code))
}

/**
 * Where and when a return load of the transport may start; null when the
 * transport wants none (delivered, not the team's work yet, no delivery day,
 * an unknown province).
 */
export function returnLoadSearch(
  transport: CarriedTransport,
  today: IsoDate,
  options: WorkingDayOptions = {}
): ReturnLoadSearch | null {
  if (!(RETURN_LOAD_STATES as readonly string[]).includes(transport.state)) return null
  if (!transport.deliveryEstimateOn) return null
  const provinces = provincesNear(transport.deliveryProvince)
  if (provinces.length === 0) return null
  const from = transport.deliveryEstimateOn < today ? today : transport.deliveryEstimateOn
  const to = addWorkingDays(from, RETURN_LOAD_WORKING_DAYS, options)
  return { transportId: transport.id, provinces, from, to }
}

/**
 * The days a marketplace transport may be picked up: from its earliest
 * pickup (else the window's start) to the end of the window (never before
 * the earliest pickup); null without any date.
 */
export function pickupWindowOf(
  candidate: Pick<ReturnLoadCandidate, 'pickupOn' | 'pickupDateFrom' | 'pickupDateTo'>
): { from: IsoDate; to: IsoDate } | null {
  const from = candidate.pickupOn ?? candidate.pickupDateFrom
  if (!from) return null
  const to = candidate.pickupDateTo && candidate.pickupDateTo > from ? candidate.pickupDateTo : from
  return { from, to }
}

/** The km to the candidate's pickup when it is a return load of the search, else null. */
export function returnLoadKm(search: ReturnLoadSearch, candidate: ReturnLoadCandidate) {
  const near = search.provinces.find((province) => province.code === candidate.pickupProvince)
  if (!near) return null
  const window = pickupWindowOf(candidate)
  if (!window || window.from > search.to || window.to < search.from) return null
  return near.km
}

function compare(
  a: RankedReturnLoad<ReturnLoadCandidate>,
  b: RankedReturnLoad<ReturnLoadCandidate>
) {
  return (
    a.km - b.km ||
    pickupWindowOf(a)!.from.localeCompare(pickupWindowOf(b)!.from) ||
    b.payoutCents - a.payoutCents ||
    a.id - b.id
  )
}

/** The return loads of one transport among the candidates, in the rule's order, at most `limit`. */
export function rankReturnLoads<C extends ReturnLoadCandidate>(
  search: ReturnLoadSearch,
  candidates: readonly C[],
  limit = RETURN_LOADS_PER_TRANSPORT
): RankedReturnLoad<C>[] {
  const ranked: RankedReturnLoad<C>[] = []
  for (const candidate of candidates) {
    const km = returnLoadKm(search, candidate)
    if (km !== null) ranked.push({ ...candidate, km, forTransportId: search.transportId })
  }
  return ranked.sort(compare).slice(0, limit)
}

/**
 * The best return loads over several transports of the team (the
 * dashboard): each candidate once, with the transport it suits best, in the
 * rule's order, at most `limit`.
 */
export function bestReturnLoads<C extends ReturnLoadCandidate>(
  searches: readonly ReturnLoadSearch[],
  candidates: readonly C[],
  limit = RETURN_LOADS_PER_TRANSPORT
): RankedReturnLoad<C>[] {
  const best = new Map<number, RankedReturnLoad<C>>()
  for (const search of searches) {
    for (const load of rankReturnLoads(search, candidates, Number.POSITIVE_INFINITY)) {
      const known = best.get(load.id)
      if (!known || compare(load, known) < 0) best.set(load.id, load)
    }
  }
  return [...best.values()].sort(compare).slice(0, limit)
}
