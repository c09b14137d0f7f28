/**
 * Which transports are held by a private session that is not closed yet:
 * they leave the open marketplace (list, page, buy-now, ordinary bids and the
 * deadline's auto-accept) until the session's award is done.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

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
