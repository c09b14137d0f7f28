/**
 * Reads of bids: a transport's open bids (the award), its bids for staff,
 * a carrier's own bid on a transport and the carrier's list of bids.
 * Plain rows (app/core/database/plain_rows.ts); a carrier never reads
 * another team's bid.
 */
import { DateTime } from 'luxon'
import Bid, { BID_STATES, type BidState } from '#marketplace/models/bid'
import Team from '#teams/models/team'
import Transport from '#transports/models/transport'
import { namesById, plainRows, type PlainRow } from '#core/database/plain_rows'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { toIsoDate } from '#transports/domain/dates'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import { bidLimits, biddingDeadline } from '#marketplace/domain/bidding'

/**
 * A transport's open bids, as the award ranks them (by id: the earliest
 * first, so a tie within the same second goes to the first bid); those of one
 * private session only when `sessionId` is given.
 */
export async function openBidsOf(transportId: number, sessionId: number | null = null) {
  const query = Bid.query().where('transport_id', transportId).where('state', 'open')
  if (sessionId !== null) query.where('private_session_id', sessionId)
  const rows = await plainRows(Bid, query.orderBy('id', 'asc'), [
    'id',
    'teamId',
    'amountCents',
    'createdAt',
  ])
  return rows.map((row) => ({ ...row, createdAt: DateTime.fromISO(row.createdAt) }))
}

const STAFF_ATTRIBUTES = [
  'id',
  'teamId',
  'amountCents',
  'pickupOn',
  'note',
  'state',
  'createdAt',
  'decidedAt',
] as const

export type StaffBidRow = PlainRow<typeof Bid, (typeof STAFF_ATTRIBUTES)[number]> & {
  teamName: string | null
}

/** Staff's view of a transport's bids: open first by amount, then the decided ones, newest first. */
export async function bidsForStaff(transportId: number): Promise<StaffBidRow[]> {
  const rows = await plainRows(
    Bid,
    Bid.query()
      .where('transport_id', transportId)
      .orderByRaw("CASE WHEN state = 'open' THEN 0 ELSE 1 END")
      .orderBy('amount_cents', 'asc')
      .orderBy('id', 'asc')
      .limit(200),
    STAFF_ATTRIBUTES
  )
  const names = await namesById(
    Team,
    rows.map((row) => row.teamId)
  )
  return rows.map((row) => ({ ...row, teamName: names.get(row.teamId) ?? null }))
}

const OWN_ATTRIBUTES = ['id', 'amountCents', 'pickupOn', 'note', 'state', 'createdAt'] as const
export type OwnBid = PlainRow<typeof Bid, (typeof OWN_ATTRIBUTES)[number]>

/** The team's open bid on a transport (null: none). */
export async function openBidOf(transportId: number, teamId: number): Promise<OwnBid | null> {
  const [row] = await plainRows(
    Bid,
    Bid.query()
      .where('transport_id', transportId)
      .where('team_id', teamId)
      .where('state', 'open')
      .limit(1),
    OWN_ATTRIBUTES
  )
  return row ?? null
}

export const BIDS_PER_PAGE = 20

const LIST_ATTRIBUTES = [
  'id',
  'transportId',
  'amountCents',
  'pickupOn',
  'state',
  'createdAt',
  'decidedAt',
] as const

export type TeamBidRow = PlainRow<typeof Bid, (typeof LIST_ATTRIBUTES)[number]> & {
  transport: {
    reference: string
    pickupCity: string
    pickupProvince: string
    deliveryCity: string
    deliveryProvince: string
    payoutCents: number | null
    state: string
  } | null
}

export function parseBidState(value: unknown): BidState | null {
  return typeof value === 'string' && (BID_STATES as readonly string[]).includes(value)
    ? (value as BidState)
    : null
}

/** One page of the team's bids, newest first, optionally of one state. */
export async function teamBids(
  teamId: number,
  filters: { state: BidState | null; page: number }
): Promise<Paginated<TeamBidRow>> {
  const query = Bid.query().where('team_id', teamId)
  if (filters.state) query.where('state', filters.state)
  query.orderBy('created_at', 'desc').orderBy('id', 'desc')
  const result = await paginateWithin(filters.page, (page) =>
    paginatePlainRows(Bid, query, LIST_ATTRIBUTES, page, BIDS_PER_PAGE)
  )
  const rows = result.all() as TeamBidRow[]
  const transports = await plainRows(
    Transport,
    Transport.query().whereIn(
      'id',
      rows.map((row) => row.transportId)
    ),
    [
      'id',
      'reference',
      'pickupCity',
      'pickupProvince',
      'deliveryCity',
      'deliveryProvince',
      'payoutCents',
      'state',
      'transporterTeamId',
    ]
  )
  const byId = new Map(transports.map((transport) => [transport.id, transport]))
  for (const row of rows) {
    const transport = byId.get(row.transportId)
    row.transport = transport
      ? {
          reference: transport.reference,
          pickupCity: transport.pickupCity,
          pickupProvince: transport.pickupProvince,
          deliveryCity: transport.deliveryCity,
          deliveryProvince: transport.deliveryProvince,
          /* the buy-now payout only while it is on offer; afterwards it is another's price */
          payoutCents: transport.state === 'published' ? transport.payoutCents : null,
          state:
            transport.state === 'published' || transport.transporterTeamId === teamId
              ? transport.state
              : 'unavailable',
        }
      : null
  }
  return paginated(result) as Paginated<TeamBidRow>
}

/** A bid of this transport (null: none, or another transport's). */
export function bidOfTransport(bidId: number, transportId: number) {
  return Bid.query().where('id', bidId).where('transport_id', transportId).select('id').first()
}

/**
 * What the carrier's page says about bidding on a transport: the deadline
 * (ISO instant; null: none), whether bids are still taken, the amounts a bid
 * may ask, and the team's own open bid.
 */
export async function biddingFor(
  transport: Pick<Transport, 'id' | 'pickupDateFrom' | 'payoutCents'>,
  teamId: number,
  now: DateTime = DateTime.now()
) {
  const deadline = biddingDeadline(
    toIsoDate(transport.pickupDateFrom),
    await closingDaysForTeams([])
  )
  return {
    deadline: deadline?.toUTC().toISO() ?? null,
    open: !deadline || now < deadline,
    limits: bidLimits(transport.payoutCents),
    mine: await openBidOf(transport.id, teamId),
  }
}
