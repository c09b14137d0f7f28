/**
 * Reads of booked calls: a carrier team's list (upcoming or past, paged),
 * the calls of a calendar period (staff), one call for an action or an
 * e-mail, and how many upcoming calls a team holds.
 */
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Call from '#calls/models/call'
import User from '#identity/models/user'
import Transport from '#transports/models/transport'
import { sessionsSeenByTeam } from '#marketplace/queries/session_membership'
import { paginatePlainRows } from '#core/database/paginate'
import { namesById, type PlainRow } from '#core/database/plain_rows'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { lockForUpdate } from '#core/database/dialect'
import { stamp } from '#calls/queries/slots'
import { TIME_ZONE } from '#shared/time_zone'

export const CALLS_PER_PAGE = 20

export const CALL_LISTS = ['upcoming', 'past'] as const
export type CallList = (typeof CALL_LISTS)[number]

/** `?when=` of the list: upcoming unless it says past. */
export function callListFrom(value: unknown): CallList {
  return value === 'past' ? 'past' : 'upcoming'
}

const ROW_ATTRIBUTES = [
  'id',
  'startsAt',
  'endsAt',
  'phone',
  'note',
  'transportId',
  'privateSessionId',
  'bookedById',
  'cancelledAt',
  'cancelledByKind',
] as const

export type CallRow = PlainRow<typeof Call, (typeof ROW_ATTRIBUTES)[number]> & {
  bookedByName: string | null
  transport: TransportSummary | null
  session: SessionSummary | null
}

/** A private session a call is about: its name, and whether the team accepted its invitation (its page is open). */
export type SessionSummary = { id: number; name: string; accepted: boolean }

export type TransportSummary = { id: number; reference: string; route: string }

/** Reference and route (towns and provinces only) of the given transports, in one query. */
export async function transportSummaries(
  ids: readonly (number | null)[]
): Promise<Map<number, TransportSummary>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map()
  const rows = await Transport.query()
    .whereIn('id', wanted)
    .select(
      'id',
      'reference',
      'pickup_city',
      'pickup_province',
      'delivery_city',
      'delivery_province'
    )
    .pojo<Record<string, any>>()
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        reference: String(row.reference),
        route: `${row.pickup_city} (${row.pickup_province}) → ${row.delivery_city} (${row.delivery_province})`,
      },
    ])
  )
}

/**
 * One page of a team's calls. Upcoming: live calls not over yet, soonest
 * first. Past: calls that are over or were cancelled, latest first. At most
 * six queries whatever the number of calls (count, page ids, rows,
 * transports, sessions, bookers; none for a subject no row has).
 */
export async function teamCalls(
  teamId: number,
  list: CallList,
  page: number,
  now: DateTime = DateTime.now()
): Promise<Paginated<CallRow>> {
  const query = Call.query().where('team_id', teamId)
  if (list === 'upcoming') {
    query
      .whereNull('cancelled_at')
      .where('ends_at', '>', stamp(now))
      .orderBy('starts_at', 'asc')
      .orderBy('id', 'asc')
  } else {
    query
      .where((over) => over.whereNotNull('cancelled_at').orWhere('ends_at', '<=', stamp(now)))
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
  }
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(Call, query, ROW_ATTRIBUTES, current, CALLS_PER_PAGE)
  )
  const rows = result.all()
  const [bookers, transports, sessions] = await Promise.all([
    namesById(
      User,
      rows.map((row) => row.bookedById),
      'full_name'
    ),
    transportSummaries(rows.map((row) => row.transportId)),
    sessionsSeenByTeam(
      teamId,
      rows.map((row) => row.privateSessionId)
    ),
  ])
  return paginated(result, (row) => ({
    ...row,
    bookedByName: row.bookedById ? (bookers.get(row.bookedById) ?? null) : null,
    transport: row.transportId ? (transports.get(row.transportId) ?? null) : null,
    session: row.privateSessionId ? (sessions.get(row.privateSessionId) ?? null) : null,
  }))
}

/** How many upcoming calls the team holds (inside the booking's transaction). */
export async function upcomingCallCount(
  teamId: number,
  now: DateTime,
  client?: TransactionClientContract
): Promise<number> {
  const row = await Call.query(client ? { client } : {})
    .where('team_id', teamId)
    .whereNull('cancelled_at')
    .where('ends_at', '>', stamp(now, client))
    .count('* as total')
    .pojo<{ total: number | string }>()
    .first()
  return Number(row?.total ?? 0)
}

/** A call of the team (null for another team's: a 404). */
export function teamCall(teamId: number, id: number) {
  return Call.query().where('team_id', teamId).where('id', id).first()
}

/** Any call (staff). */
export function anyCall(id: number) {
  return Call.query().where('id', id).first()
}

/** The call, locked for a change (cancellation). */
export function lockedCall(id: number, client: TransactionClientContract) {
  return lockForUpdate(Call.query({ client }).where('id', id), client).first()
}

/** The call with what its e-mails show: team, booker, transport or session. */
export function callForMail(id: number) {
  return Call.query()
    .where('id', id)
    .preload('team', (team) => team.select('id', 'name', 'phone'))
    .preload('bookedBy', (user) => user.select('id', 'full_name', 'email', 'locale'))
    .preload('transport', (transport) =>
      transport.select(
        'id',
        'reference',
        'pickup_city',
        'pickup_province',
        'delivery_city',
        'delivery_province'
      )
    )
    .preload('privateSession', (session) => session.select('id', 'name'))
    .first()
}

/** At most this many calls on a calendar page (a month holds ~350 slots). */
const MAX_CALENDAR_CALLS = 1000

export type CalendarCallRow = {
  id: number
  startsAt: string
  endsAt: string
  teamId: number
  teamName: string
  bookedByName: string | null
  bookedByEmail: string | null
  phone: string
  note: string | null
  transportId: number | null
  transportReference: string | null
  sessionId: number | null
  sessionName: string | null
}

/**
 * The live calls from one day to another (both included, Rome days), with
 * the team, the booker and the transport's reference or the session's
 * name: one query.
 */
export async function calendarCalls(from: string, to: string): Promise<CalendarCallRow[]> {
  const start = DateTime.fromISO(from, { zone: TIME_ZONE })
  const end = DateTime.fromISO(to, { zone: TIME_ZONE }).plus({ days: 1 })
  const rows = await Call.query()
    .join('teams', 'teams.id', 'calls.team_id')
    .leftJoin('users', 'users.id', 'calls.booked_by_id')
    .leftJoin('transports', 'transports.id', 'calls.transport_id')
    .leftJoin('private_sessions', 'private_sessions.id', 'calls.private_session_id')
    .whereNull('calls.cancelled_at')
    .where('calls.starts_at', '>=', stamp(start))
    .where('calls.starts_at', '<', stamp(end))
    .select(
      'calls.id',
      'calls.starts_at',
      'calls.ends_at',
      'calls.team_id',
      'calls.phone',
      'calls.note',
      'calls.transport_id',
      'teams.name as team_name',
      'users.full_name as booked_by_name',
      'users.email as booked_by_email',
      'calls.private_session_id',
      'transports.reference as transport_reference',
      'private_sessions.name as session_name'
    )
    .orderBy('calls.starts_at', 'asc')
    .orderBy('calls.id', 'asc')
    .limit(MAX_CALENDAR_CALLS)
  return rows.map((call) => ({
    id: call.id,
    startsAt: call.startsAt.toUTC().toISO()!,
    endsAt: call.endsAt.toUTC().toISO()!,
    teamId: call.teamId,
    teamName: String(call.$extras.team_name),
    bookedByName: call.$extras.booked_by_name ?? null,
    bookedByEmail: call.$extras.booked_by_email ?? null,
    phone: call.phone,
    note: call.note,
    transportId: call.transportId,
    transportReference: call.$extras.transport_reference ?? null,
    sessionId: call.privateSessionId,
    sessionName: call.$extras.session_name ?? null,
  }))
}
