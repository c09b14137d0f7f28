/**
 * Reads of private sessions: staff's list and page (every bid, every team),
 * the create form's choices, a carrier's invitations and its session page
 * (towns only, the best price but never who offered it). Plain rows.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import Transport from '#transports/models/transport'
import Team from '#teams/models/team'
import { namesById, plainRows, type PlainRow } from '#core/database/plain_rows'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { sessionPhase, type SessionPhase } from '#marketplace/domain/private_sessions'
import { withoutOpenSession } from '#marketplace/queries/session_membership'

export const SESSIONS_PER_PAGE = 20

const SESSION_ATTRIBUTES = [
  'id',
  'name',
  'startsAt',
  'endsAt',
  'scheduledEndAt',
  'closedAt',
] as const
type SessionRow = PlainRow<typeof PrivateSession, (typeof SESSION_ATTRIBUTES)[number]>

export type SessionListRow = SessionRow & {
  phase: SessionPhase
  transports: number
  accepted: number
  invited: number
  bids: number
}

function phaseOf(row: SessionRow, now: DateTime): SessionPhase {
  return sessionPhase(
    {
      startsAt: DateTime.fromISO(row.startsAt),
      endsAt: DateTime.fromISO(row.endsAt),
      closedAt: row.closedAt ? DateTime.fromISO(row.closedAt) : null,
    },
    now
  )
}

async function countsBy(table: string, sessionIds: number[], where?: (query: any) => void) {
  if (sessionIds.length === 0) return new Map<number, number>()
  const query = db
    .from(table)
    .whereIn('private_session_id', sessionIds)
    .groupBy('private_session_id')
    .select('private_session_id')
    .count('* as total')
  if (where) where(query)
  const rows = await query
  return new Map(rows.map((row: any) => [Number(row.private_session_id), Number(row.total)]))
}

/** Staff's list: newest start first, with the counts each row shows (five queries a page). */
export async function sessionsForStaff(page: number): Promise<Paginated<SessionListRow>> {
  const query = PrivateSession.query().orderBy('starts_at', 'desc').orderBy('id', 'desc')
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(PrivateSession, query, SESSION_ATTRIBUTES, current, SESSIONS_PER_PAGE)
  )
  const rows = result.all() as SessionListRow[]
  const ids = rows.map((row) => row.id)
  const [transports, invited, accepted, bids] = await Promise.all([
    countsBy('private_session_transports', ids),
    countsBy('private_session_invitations', ids, (invitations) =>
      invitations.whereIn('state', ['pending', 'accepted'])
    ),
    countsBy('private_session_invitations', ids, (invitations) =>
      invitations.where('state', 'accepted')
    ),
    countsBy('bids', ids),
  ])
  const now = DateTime.now()
  for (const row of rows) {
    row.phase = phaseOf(row, now)
    row.transports = transports.get(row.id) ?? 0
    row.invited = invited.get(row.id) ?? 0
    row.accepted = accepted.get(row.id) ?? 0
    row.bids = bids.get(row.id) ?? 0
  }
  return paginated(result) as Paginated<SessionListRow>
}

const TRANSPORT_ATTRIBUTES = [
  'id',
  'reference',
  'state',
  'transporterTeamId',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'pickupDateFrom',
  'pickupDateTo',
  'vehicleCount',
  'distanceKm',
  'payoutCents',
] as const
export type SessionTransportRow = PlainRow<typeof Transport, (typeof TRANSPORT_ATTRIBUTES)[number]>

function sessionTransports(sessionId: number) {
  return plainRows(
    Transport,
    Transport.query()
      .whereIn(
        'id',
        db
          .from('private_session_transports')
          .where('private_session_id', sessionId)
          .select('transport_id')
      )
      .orderBy('id', 'asc'),
    TRANSPORT_ATTRIBUTES
  )
}

type OpenBid = { id: number; transportId: number; teamId: number; amountCents: number }

/** The session's open bids, the best (lowest, earliest) first per transport. */
async function sessionOpenBids(sessionId: number): Promise<OpenBid[]> {
  const rows = await db
    .from('bids')
    .where('private_session_id', sessionId)
    .where('state', 'open')
    .orderBy('amount_cents', 'asc')
    .orderBy('id', 'asc')
    .select('id', 'transport_id', 'team_id', 'amount_cents')
  return rows.map((row) => ({
    id: Number(row.id),
    transportId: Number(row.transport_id),
    teamId: Number(row.team_id),
    amountCents: Number(row.amount_cents),
  }))
}

/** Staff's page: the session, its transports with their bids' figures, its invitations. */
export async function sessionForStaff(sessionId: number) {
  const [session] = await plainRows(
    PrivateSession,
    PrivateSession.query().where('id', sessionId),
    SESSION_ATTRIBUTES
  )
  if (!session) return null
  const [transports, bids, invitations] = await Promise.all([
    sessionTransports(sessionId),
    sessionOpenBids(sessionId),
    plainRows(
      PrivateSessionInvitation,
      PrivateSessionInvitation.query()
        .where('private_session_id', sessionId)
        .orderBy('id', 'asc')
        .limit(500),
      ['id', 'teamId', 'state', 'sentAt', 'respondedAt']
    ),
  ])
  const names = await namesById(Team, [
    ...invitations.map((row) => row.teamId),
    ...bids.map((bid) => bid.teamId),
    ...transports.map((row) => row.transporterTeamId),
  ])
  return {
    session: { ...session, phase: phaseOf(session, DateTime.now()) },
    transports: transports.map((transport) => {
      const own = bids.filter((bid) => bid.transportId === transport.id)
      const best = own[0] ?? null
      return {
        ...transport,
        transporterName: transport.transporterTeamId
          ? (names.get(transport.transporterTeamId) ?? null)
          : null,
        bidCount: own.length,
        bestCents: best?.amountCents ?? null,
        bestTeamName: best ? (names.get(best.teamId) ?? null) : null,
      }
    }),
    invitations: invitations.map((row) => ({ ...row, teamName: names.get(row.teamId) ?? null })),
  }
}

/** The create form's choices: published transports no open session holds, invitable carrier teams. */
export async function sessionChoices() {
  const [transports, teams] = await Promise.all([
    plainRows(
      Transport,
      withoutOpenSession(Transport.query())
        .where('state', 'published')
        .whereNull('transporter_team_id')
        .orderBy('pickup_on', 'asc')
        .orderBy('id', 'asc')
        .limit(500),
      [
        'id',
        'reference',
        'pickupCity',
        'pickupProvince',
        'deliveryCity',
        'deliveryProvince',
        'payoutCents',
      ]
    ),
    Team.query()
      .where('kind', 'transporter')
      .whereNotNull('verified_at')
      .whereNull('suspended_at')
      .select('id', 'name')
      .orderBy('name', 'asc')
      .limit(500)
      .pojo<{ id: number; name: string }>(),
  ])
  return {
    transportChoices: transports.map((row) => ({
      value: String(row.id),
      label: `${row.reference} · ${row.pickupCity} (${row.pickupProvince}) → ${row.deliveryCity} (${row.deliveryProvince})`,
    })),
    teamChoices: teams.map((team) => ({ value: String(team.id), label: team.name })),
  }
}

export type InvitationRow = {
  id: number
  state: string
  sentAt: string
  sessionId: number
  sessionName: string
  startsAt: string
  endsAt: string
  phase: SessionPhase
  transports: number
}

/** A carrier's invitations (not revoked), the sessions still to come first. */
export async function invitationsOfTeam(teamId: number, page: number) {
  const query = PrivateSessionInvitation.query()
    .where('team_id', teamId)
    .whereNot('state', 'revoked')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(
      PrivateSessionInvitation,
      query,
      ['id', 'state', 'sentAt', 'privateSessionId'],
      current,
      SESSIONS_PER_PAGE
    )
  )
  const rows = result.all()
  const sessionIds = rows.map((row) => row.privateSessionId)
  const [sessions, transports] = await Promise.all([
    plainRows(PrivateSession, PrivateSession.query().whereIn('id', sessionIds), SESSION_ATTRIBUTES),
    countsBy('private_session_transports', sessionIds),
  ])
  const byId = new Map(sessions.map((session) => [session.id, session]))
  const now = DateTime.now()
  return paginated(result, (row): InvitationRow => {
    const session = byId.get(row.privateSessionId)!
    return {
      id: row.id,
      state: row.state,
      sentAt: row.sentAt,
      sessionId: session.id,
      sessionName: session.name,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      phase: phaseOf(session, now),
      transports: transports.get(session.id) ?? 0,
    }
  })
}

/** The team's accepted invitation to the session (null: none). */
export function acceptedInvitationOf(sessionId: number, teamId: number) {
  return PrivateSessionInvitation.query()
    .where('private_session_id', sessionId)
    .where('team_id', teamId)
    .where('state', 'accepted')
    .select('id')
    .first()
}

/**
 * A carrier's session page: the session, its transports (towns only), the
 * best price of each (never who offered it) and the team's own bid.
 */
export async function sessionForCarrier(sessionId: number, teamId: number) {
  const [session] = await plainRows(
    PrivateSession,
    PrivateSession.query().where('id', sessionId),
    SESSION_ATTRIBUTES
  )
  if (!session) return null
  const [transports, bids] = await Promise.all([
    sessionTransports(sessionId),
    sessionOpenBids(sessionId),
  ])
  const now = DateTime.now()
  return {
    session: {
      id: session.id,
      name: session.name,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      scheduledEndAt: session.scheduledEndAt,
      phase: phaseOf(session, now),
    },
    serverNow: now.toUTC().toISO()!,
    transports: transports.map((transport) => {
      const own = bids.filter((bid) => bid.transportId === transport.id)
      const mine = own.find((bid) => bid.teamId === teamId) ?? null
      const won = transport.transporterTeamId === teamId
      return {
        id: transport.id,
        reference: transport.reference,
        /* taken by another team: it is no longer on offer to this one */
        state: transport.state === 'published' || won ? transport.state : 'unavailable',
        won,
        pickupCity: transport.pickupCity,
        pickupProvince: transport.pickupProvince,
        deliveryCity: transport.deliveryCity,
        deliveryProvince: transport.deliveryProvince,
        pickupDateFrom: transport.pickupDateFrom,
        pickupDateTo: transport.pickupDateTo,
        vehicleCount: transport.vehicleCount,
        distanceKm: transport.distanceKm,
        startingPayoutCents: transport.state === 'published' ? transport.payoutCents : null,
        bestCents: own[0]?.amountCents ?? null,
        bidCount: own.length,
        myBidCents: mine?.amountCents ?? null,
        bestIsMine: own[0] ? own[0].teamId === teamId : false,
      }
    }),
  }
}
