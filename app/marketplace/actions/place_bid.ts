import emitter from '@adonisjs/core/services/emitter'
import { notifyOutbid, notifySessionExtended } from '#notifications/actions/lifecycle'
import { dateTimeMinutes } from '#shared/format'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Transport from '#transports/models/transport'
import Bid from '#marketplace/models/bid'
import PrivateSession from '#marketplace/models/private_session'
import { ok, err, type Ok, type Err } from '#core/result'
import { databaseNow, isUniqueViolation, lockForUpdate } from '#core/database/dialect'
import { toIsoDate } from '#transports/domain/dates'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import {
  mayTake,
  mayUseMarketplace,
  type CarrierTeam,
  type MarketplaceRefusal,
} from '#marketplace/domain/eligibility'
import { bidProblems, biddingDeadline, type BidProblem } from '#marketplace/domain/bidding'
import {
  endAfterBid,
  improvesBestPrice,
  improvesOwnBid,
  sessionPhase,
} from '#marketplace/domain/private_sessions'
import { carrierOf, freshTeam } from '#marketplace/queries/marketplace'
import { hasAcceptedInvitation, openSessionOf } from '#marketplace/queries/session_membership'
import { broadcastBidsChanged, broadcastSessionChanged } from '#marketplace/listeners'

/** `invalid`: the bid's own problems, listed in `problems` (one round, every field). */
export type PlaceBidError =
  MarketplaceRefusal | 'not_found' | 'bid_exists' | 'not_invited' | 'invalid'
export type PlaceBidOutcome = Ok<Bid> | (Err<PlaceBidError> & { problems?: BidProblem[] })

export type PlaceBidInput = {
  transportId: number
  teamId: number
  userId: number
  amountCents: number
  pickupOn: string
  note: string | null
  /** a bid in this private session (its clock, its invited teams) */
  sessionId?: number | null
  now?: DateTime
}

type Locked = {
  transport: Transport
  session: PrivateSession | null
  team: CarrierTeam
  now: DateTime
}

/**
 * A carrier offers its own payout and pickup date for a published transport
 * (app/marketplace/domain/bidding.ts), on the open marketplace or in a private
 * session (app/marketplace/domain/private_sessions.ts). One transaction with
 * the session (if any) and the transport locked: the team must still be
 * allowed, the deadline (or the session's end) not passed, the amount and the
 * date acceptable. Open marketplace: one open bid per team (the partial
 * unique index settles two tabs at once). Session: a team lowers its own bid
 * (the previous one is withdrawn), and an improving bid in the last 2 minutes
 * pushes the end 2 minutes further.
 */
export async function placeBid(input: PlaceBidInput): Promise<PlaceBidOutcome> {
  const now = input.now ?? DateTime.now()
  try {
    const result = await db.transaction(async (trx): Promise<PlaceBidOutcome> => {
      const session = input.sessionId
        ? await lockForUpdate(
            PrivateSession.query({ client: trx }).where('id', input.sessionId),
            trx
          ).first()
        : null
      if (input.sessionId && !session) return refused('not_found')
      const transport = await lockTransport(input.transportId, trx)
      if (!transport) return refused('not_found')
      const team = carrierOf(await freshTeam(input.teamId, { client: trx }))
      const locked = { transport, session, team, now }
      const refusal = await refusalFor(locked, input.teamId, trx)
      if (refusal) return refused(refusal)
      const problems = await problemsOf(locked, input, trx)
      if (problems.length) return { ...err('invalid' as const), problems }
      return ok(await insertBid(locked, input, trx))
    })
    if (result.ok) {
      broadcastBidsChanged(input.transportId)
      if (input.sessionId) broadcastSessionChanged(input.sessionId)
      await emitter.emit('bid:placed', { transportId: input.transportId, teamId: input.teamId })
    }
    return result
  } catch (error) {
    if (isUniqueViolation(error)) return refused('bid_exists')
    throw error
  }
}

function lockTransport(id: number, trx: TransactionClientContract) {
  return lockForUpdate(
    Transport.query({ client: trx })
      .where('id', id)
      .select(
        'id',
        'team_id',
        'reference',
        'state',
        'transporter_team_id',
        'pickup_region',
        'pickup_province',
        'pickup_date_from',
        'pickup_date_to',
        'payout_cents'
      ),
    trx
  ).first()
}

/** Why this team may not bid on this transport here (null: it may). */
async function refusalFor(
  { transport, session, team }: Locked,
  teamId: number,
  trx: TransactionClientContract
): Promise<Exclude<PlaceBidError, 'invalid' | 'bid_exists'> | null> {
  const heldBy = await openSessionOf(transport.id, trx)
  if (!session) {
    const allowed = mayTake(team, transport)
    if (!allowed.ok) return allowed.error
    return heldBy ? 'in_private_session' : null
  }
  /* in a session: invited teams bid wherever the pickup is (staff chose them) */
  if (heldBy !== session.id) return 'not_found'
  if (!(await hasAcceptedInvitation(session.id, teamId, trx))) return 'not_invited'
  const allowed = mayUseMarketplace(team)
  if (!allowed.ok) return allowed.error
  if (transport.state !== 'published' || transport.transporterTeamId !== null)
    return 'not_available'
  return null
}

async function problemsOf(
  { transport, session, now }: Locked,
  input: PlaceBidInput,
  trx: TransactionClientContract
): Promise<BidProblem[]> {
  const pickupDateFrom = toIsoDate(transport.pickupDateFrom)
  if (session && sessionPhase(session, now) === 'scheduled')
    return [{ field: 'form', code: 'session_not_started' }]
  const problems = bidProblems({
    amountCents: input.amountCents,
    pickupOn: input.pickupOn,
    payoutCents: transport.payoutCents,
    pickupDateFrom,
    pickupDateTo: toIsoDate(transport.pickupDateTo),
    closingDays: await closingDaysForTeams([transport.teamId, input.teamId], trx),
    now,
    deadline: session
      ? session.endsAt
      : biddingDeadline(pickupDateFrom, await closingDaysForTeams([], trx)),
  })
  if (session && problems.every((problem) => problem.field !== 'form')) {
    const own = await ownOpenBid(transport.id, input.teamId, trx)
    if (!improvesOwnBid(input.amountCents, own?.amount_cents ?? null))
      problems.push({ field: 'amount', code: 'must_improve' })
  }
  return problems
}

function ownOpenBid(transportId: number, teamId: number, trx: TransactionClientContract) {
  return trx
    .from('bids')
    .where('transport_id', transportId)
    .where('team_id', teamId)
    .where('state', 'open')
    .select('id', 'amount_cents')
    .first()
}

async function insertBid(
  { transport, session, now }: Locked,
  input: PlaceBidInput,
  trx: TransactionClientContract
) {
  const own = await ownOpenBid(transport.id, input.teamId, trx)
  if (own && !session) throw new BidExists()
  if (session) {
    const best = await trx
      .from('bids')
      .where('transport_id', transport.id)
      .where('private_session_id', session.id)
      .where('state', 'open')
      .min('amount_cents as best')
      .first()
    const bestCents = best?.best === null || best?.best === undefined ? null : Number(best.best)
    const endsAt = endAfterBid(session.endsAt, now, improvesBestPrice(input.amountCents, bestCents))
    if (+endsAt !== +session.endsAt) {
      session.endsAt = endsAt
      await session.useTransaction(trx).save()
      await notifySessionExtended(
        {
          sessionId: session.id,
          name: session.name,
          ends: dateTimeMinutes(endsAt.toISO()!),
          endsKey: String(+endsAt),
          teamIds: await invitedTeams(session.id, trx),
        },
        trx
      )
    }
    /* the lower bid replaces the team's previous one */
    if (own) {
      const at = databaseNow(trx)
      await trx
        .from('bids')
        .where('id', own.id)
        .update({ state: 'withdrawn', decided_at: at, updated_at: at })
    }
  }
  const beaten = await beatenTeams(transport.id, session?.id ?? null, input, trx)
  const bid = await Bid.create(
    {
      transportId: transport.id,
      teamId: input.teamId,
      userId: input.userId,
      privateSessionId: session?.id ?? null,
      amountCents: input.amountCents,
      pickupOn: DateTime.fromISO(input.pickupOn),
      note: input.note,
      state: 'open',
    },
    { client: trx }
  )
  if (beaten.length > 0) {
    await notifyOutbid(
      {
        bidId: bid.id,
        transportId: transport.id,
        reference: transport.reference,
        amountCents: input.amountCents,
        teamIds: beaten,
      },
      trx
    )
  }
  return bid
}

/** The teams (other than the bidder) that held the best open bid, when this bid beats it. */
async function beatenTeams(
  transportId: number,
  sessionId: number | null,
  input: PlaceBidInput,
  trx: TransactionClientContract
): Promise<number[]> {
  const query = trx
    .from('bids')
    .where('transport_id', transportId)
    .where('state', 'open')
    .whereNot('team_id', input.teamId)
    .select('team_id', 'amount_cents')
  if (sessionId) query.where('private_session_id', sessionId)
  else query.whereNull('private_session_id')
  const open = await query
  if (open.length === 0) return []
  const best = Math.min(...open.map((row) => Number(row.amount_cents)))
  if (input.amountCents >= best) return []
  return [
    ...new Set(
      open.filter((row) => Number(row.amount_cents) === best).map((row) => Number(row.team_id))
    ),
  ]
}

/** The teams that accepted a session's invitation. */
async function invitedTeams(sessionId: number, trx: TransactionClientContract) {
  const rows = await trx
    .from('private_session_invitations')
    .where('private_session_id', sessionId)
    .where('state', 'accepted')
    .select('team_id')
  return rows.map((row) => Number(row.team_id))
}

/** A second open bid found under the lock: the same answer as the unique index's. */
class BidExists extends Error {
  code = '23505'
}

function refused(code: Exclude<PlaceBidError, 'invalid'>): PlaceBidOutcome {
  return err(code)
}
