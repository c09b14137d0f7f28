/**
 * Reads of return loads (app/marketplace/domain/return_loads.ts): the
 * marketplace transports that would bring a carrier's truck back loaded.
 * Through the marketplace's own gate (`offeredTo`: published, untaken, no
 * open private session, a pickup the team serves), towns and provinces
 * only: no street, no referent, no dealer, no net price. One query for one
 * transport, one for the dashboard's several (a UNION ALL of the same
 * bounded query per transport).
 */
import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import { plainRows, toPlainRows, columnsOf, type PlainRow } from '#core/database/plain_rows'
import { toIsoDate } from '#transports/domain/dates'
import { todayInRome } from '#shared/time_zone'
import { mayUseMarketplace, type CarrierTeam } from '#marketplace/domain/eligibility'
import { offeredTo } from '#marketplace/queries/marketplace'
import {
  bestReturnLoads,
  rankReturnLoads,
  returnLoadSearch,
  RETURN_LOAD_STATES,
  RETURN_LOADS_PER_TRANSPORT,
  type RankedReturnLoad,
  type ReturnLoadSearch,
} from '#marketplace/domain/return_loads'

/** The attributes a return load shows (ReturnLoadTransformer). */
const ATTRIBUTES = [
  'id',
  'reference',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'pickupOn',
  'pickupDateFrom',
  'pickupDateTo',
  'vehicleCount',
  'payoutCents',
] as const

export type ReturnLoadRow = PlainRow<typeof Transport, (typeof ATTRIBUTES)[number]>
/** The carried transport a dashboard's return load follows. */
export type ReturnLoadAfter = {
  id: number
  reference: string
  deliveryCity: string
  deliveryProvince: string
}
export type ReturnLoad = RankedReturnLoad<ReturnLoadRow> & { after?: ReturnLoadAfter }

/** A transport of the team whose return is looked for (the page's or the dashboard's). */
export type CarriedTransportRow = {
  id: number
  state: string
  deliveryProvince: string
  deliveryEstimateOn: unknown
}

/** The search of a carried transport (null: it wants no return load). */
export function searchOf(transport: CarriedTransportRow): ReturnLoadSearch | null {
  return returnLoadSearch(
    {
      id: transport.id,
      state: transport.state,
      deliveryProvince: transport.deliveryProvince,
      deliveryEstimateOn: toIsoDate(transport.deliveryEstimateOn),
    },
    todayInRome()
  )
}

const START = 'COALESCE(transports.pickup_on, transports.pickup_date_from)'

/**
 * The search's candidates the team may take, in the rule's order, at most
 * `limit`: the provinces in reach, a pickup window overlapping the days.
 */
function candidatesOf(team: CarrierTeam, search: ReturnLoadSearch, limit: number) {
  const cases = search.provinces.map(() => 'WHEN ? THEN ?').join(' ')
  const kms = search.provinces.flatMap((province) => [province.code, province.km])
  return offeredTo(team)
    .select(columnsOf(Transport, ATTRIBUTES))
    .whereIn(
      'transports.pickup_province',
      search.provinces.map((province) => province.code)
    )
    .whereRaw(`${START} <= ?`, [search.to])
    .where((ends) =>
      ends
        .where('transports.pickup_date_to', '>=', search.from)
        .orWhereRaw(`${START} >= ?`, [search.from])
    )
    .orderByRaw(`CASE transports.pickup_province ${cases} ELSE 999999 END asc`, kms)
    .orderByRaw(`${START} asc`)
    .orderBy('transports.payout_cents', 'desc')
    .orderBy('transports.id', 'asc')
    .limit(limit)
}

/** The return loads of one of the team's transports (one query; none when the team may not take work). */
export async function returnLoadsOf(
  team: CarrierTeam,
  transport: CarriedTransportRow
): Promise<ReturnLoad[]> {
  const search = searchOf(transport)
  if (!search || !mayUseMarketplace(team).ok) return []
  const rows = await plainRows(
    Transport,
    candidatesOf(team, search, RETURN_LOADS_PER_TRANSPORT),
    ATTRIBUTES
  )
  return rankReturnLoads(search, rows)
}

/** The team's transports a dashboard looks for return loads of (the soonest deliveries). */
export const CARRIED_TRANSPORTS_LOOKED_AT = 10

/** The team's transports on their way (soonest delivery first), for their return loads. */
export function carriedTransports(teamId: number, limit = CARRIED_TRANSPORTS_LOOKED_AT) {
  return plainRows(
    Transport,
    Transport.query()
      .where('transporter_team_id', teamId)
      .whereIn('state', [...RETURN_LOAD_STATES])
      .orderBy('delivery_estimate_on', 'asc')
      .orderBy('id', 'asc')
      .limit(limit),
    ['id', 'reference', 'state', 'deliveryCity', 'deliveryProvince', 'deliveryEstimateOn']
  )
}

/**
 * The best return loads over several of the team's transports, each once,
 * at most `limit`: one query, the UNION ALL of each transport's top
 * `limit` (the overall top is always among them).
 */
export async function bestReturnLoadsOf(
  team: CarrierTeam,
  transports: readonly CarriedTransportRow[],
  limit = RETURN_LOADS_PER_TRANSPORT
): Promise<ReturnLoad[]> {
  if (!mayUseMarketplace(team).ok) return []
  const searches = transports
    .map(searchOf)
    .filter((search): search is ReturnLoadSearch => search !== null)
  if (searches.length === 0) return []
  const [first, ...others] = searches.map((search, index) =>
    candidatesOf(team, search, limit).as(`loads_${index}`)
  )
  const union = db.query().select('*').from(first)
  for (const part of others) union.unionAll((next) => next.select('*').from(part))
  const rows = toPlainRows(Transport, await union, ATTRIBUTES)
  return bestReturnLoads(searches, rows, limit)
}
