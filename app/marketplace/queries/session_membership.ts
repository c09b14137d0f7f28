/**
 * Which transports are held by a private session that is not closed yet:
 * they leave the open marketplace (list, page, buy-now, ordinary bids and the
 * deadline's auto-accept) until the session's award is done. Also: whether
 * a team is invited to a session (its bids, its page, a call about it).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import { sessionPhase } from '#marketplace/domain/private_sessions'

type Builder = { whereNotExists(callback: (query: any) => void): unknown }

/** Restricts a `transports` query to transports no open session holds. */
export function withoutOpenSession<Q extends Builder>(query: Q): Q {
  query.whereNotExists((held: any) =>
    held
      .from('private_session_transports')
      .join(
        'private_sessions',
        'private_sessions.id',
        'private_session_transports.private_session_id'
      )
      .whereColumn('private_session_transports.transport_id', 'transports.id')
      .whereNull('private_sessions.closed_at')
  )
  return query
}

/** The open (not closed) session holding the transport, if any. */
export async function openSessionOf(
  transportId: number,
  client: QueryClientContract = db.connection()
): Promise<number | null> {
  const row = await client
    .from('private_session_transports')
    .join(
      'private_sessions',
      'private_sessions.id',
      'private_session_transports.private_session_id'
    )
    .where('private_session_transports.transport_id', transportId)
    .whereNull('private_sessions.closed_at')
    .select('private_sessions.id')
    .first()
  return row ? Number(row.id) : null
}

/** Whether the team accepted (and still holds) an invitation to the session. */
export async function hasAcceptedInvitation(
  sessionId: number,
  teamId: number,
  client: QueryClientContract = db.connection()
): Promise<boolean> {
  const row = await client
    .from('private_session_invitations')
    .where('private_session_id', sessionId)
    .where('team_id', teamId)
    .where('state', 'accepted')
    .select('id')
    .first()
  return Boolean(row)
}

/** Whether the user works (not as a driver) for a team invited to the session (pending or accepted). */
export async function isInvitedMember(sessionId: number, userId: number): Promise<boolean> {
  const row = await db
    .from('private_session_invitations')
    .join('team_members', 'team_members.team_id', 'private_session_invitations.team_id')
    .where('private_session_invitations.private_session_id', sessionId)
    .whereIn('private_session_invitations.state', ['pending', 'accepted'])
    .where('team_members.user_id', userId)
    .whereNot('team_members.role', 'driver')
    .select('private_session_invitations.id')
    .first()
  return Boolean(row)
}

/**
 * A session as one team knows it from outside the session's page (a call
 * about it): its name, times and phase, and the team's invitation (null:
 * never invited). Null when there is no such session. Two small queries.
 */
export async function sessionForTeam(
  sessionId: number,
  teamId: number,
  now: DateTime = DateTime.now()
) {
  const [session, invitation] = await Promise.all([
    PrivateSession.query()
      .where('id', sessionId)
      .select('id', 'name', 'starts_at', 'ends_at', 'closed_at')
      .first(),
    PrivateSessionInvitation.query()
      .where('private_session_id', sessionId)
      .where('team_id', teamId)
      .select('id', 'state')
      .first(),
  ])
  if (!session) return null
  return {
    id: session.id,
    name: session.name,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    phase: sessionPhase(session, now),
    invitation: invitation?.state ?? null,
  }
}

export type SessionForTeam = NonNullable<Awaited<ReturnType<typeof sessionForTeam>>>

/**
 * The named sessions with whether the team accepted its invitation to each
 * (the session's page is open to it then): one query, none for no id.
 */
export async function sessionsSeenByTeam(
  teamId: number,
  sessionIds: readonly (number | null)[]
): Promise<Map<number, { id: number; name: string; accepted: boolean }>> {
  const wanted = [...new Set(sessionIds.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .from('private_sessions')
    .leftJoin('private_session_invitations', (join) => {
      join
        .on('private_session_invitations.private_session_id', 'private_sessions.id')
        .andOnVal('private_session_invitations.team_id', teamId)
    })
    .whereIn('private_sessions.id', wanted)
    .select('private_sessions.id', 'private_sessions.name', 'private_session_invitations.state')
  return new Map(
    rows.map((row: any) => [
      Number(row.id),
      { id: Number(row.id), name: String(row.name), accepted: row.state === 'accepted' },
    ])
  )
}
