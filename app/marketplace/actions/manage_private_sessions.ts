import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ok, err, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import { broadcastMarketplaceChanged } from '#transports/listeners'
import PrivateSession from '#marketplace/models/private_session'
import {
  sessionPhase,
  sessionTimesProblems,
  type SessionTimesProblem,
} from '#marketplace/domain/private_sessions'
import { inviteTeams, tellInvitedTeams } from '#marketplace/actions/session_invitations'
import { awardPrivateSession } from '#marketplace/actions/award_private_sessions'
import { broadcastSessionChanged } from '#marketplace/listeners'

/**
 * Staff's side of private sessions: create one (transports + invited teams,
 * one transaction), change its name and times before it starts, add or take
 * out transports before it starts, close it early. The award itself is
 * app/marketplace/actions/award_private_sessions.ts.
 */

export type SessionProblem =
  | SessionTimesProblem
  | { field: 'transportIds'; code: 'transports_unavailable' | 'transports_required' }
  | { field: 'teamIds'; code: 'teams_required' }

export type SessionOutcome =
  { ok: true; session: PrivateSession } | { ok: false; problems: SessionProblem[] }

export type SessionInput = {
  name: string
  startsAt: DateTime
  endsAt: DateTime
  transportIds: number[]
  teamIds: number[]
  userId: number
  now?: DateTime
}

/**
 * Transports a session may take: published, not taken, not held by another
 * open session (the rows are locked on PostgreSQL while the session is written).
 */
async function availableTransports(
  transportIds: number[],
  exceptSession: number | null,
  trx: TransactionClientContract
): Promise<number[]> {
  if (transportIds.length === 0) return []
  const query = trx
    .from('transports')
    .whereIn('id', transportIds)
    .where('state', 'published')
    .whereNull('transporter_team_id')
    .whereNotExists((held) =>
      held
        .from('private_session_transports')
        .join(
          'private_sessions',
          'private_sessions.id',
          'private_session_transports.private_session_id'
        )
        .whereColumn('private_session_transports.transport_id', 'transports.id')
        .whereNull('private_sessions.closed_at')
        .whereNot('private_sessions.id', exceptSession ?? 0)
    )
    .select('id')
  const rows = await lockForUpdate(query, trx)
  return rows.map((row: { id: number }) => Number(row.id))
}

async function attachTransports(sessionId: number, ids: number[], trx: TransactionClientContract) {
  const now = databaseNow(trx)
  for (const transportId of ids) {
    await trx.table('private_session_transports').insert({
      private_session_id: sessionId,
      transport_id: transportId,
      created_at: now,
    })
  }
}

/** A new session with its transports and invitations; the invited are told after the commit. */
export async function createPrivateSession(input: SessionInput): Promise<SessionOutcome> {
  const now = input.now ?? DateTime.now()
  const transportIds = [...new Set(input.transportIds)]
  const problems: SessionProblem[] = sessionTimesProblems(input.startsAt, input.endsAt, now)
  if (transportIds.length === 0)
    problems.push({ field: 'transportIds', code: 'transports_required' })
  if (input.teamIds.length === 0) problems.push({ field: 'teamIds', code: 'teams_required' })
  if (problems.length) return { ok: false, problems }

  const result = await db.transaction(async (trx) => {
    const available = await availableTransports(transportIds, null, trx)
    if (available.length !== transportIds.length) return null
    const session = await PrivateSession.create(
      {
        name: input.name,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        scheduledEndAt: input.endsAt,
        createdByUserId: input.userId,
      },
      { client: trx }
    )
    await attachTransports(session.id, available, trx)
    const invited = await inviteTeams(session.id, input.teamIds, input.userId, trx)
    return { session, invited }
  })
  if (!result)
    return {
      ok: false,
      problems: [{ field: 'transportIds', code: 'transports_unavailable' }],
    }
  await tellInvitedTeams(result.session.id, result.invited).catch((error) =>
    logger.error({ err: error }, 'session invitations not sent')
  )
  /* its transports leave the open marketplace */
  for (const id of transportIds) broadcastMarketplaceChanged(id)
  return { ok: true, session: result.session }
}

/**
 * Name any time before the award; times, and the transports, only before the
 * start (the invited planned on them).
 */
export async function updatePrivateSession(input: {
  sessionId: number
  name: string
  startsAt: DateTime
  endsAt: DateTime
  transportIds: number[]
  now?: DateTime
}): Promise<SessionOutcome | { ok: false; problems: []; error: 'not_editable' }> {
  const now = input.now ?? DateTime.now()
  const outcome = await db.transaction(async (trx) => {
    const session = await lockForUpdate(
      PrivateSession.query({ client: trx }).where('id', input.sessionId),
      trx
    ).firstOrFail()
    if (sessionPhase(session, now) !== 'scheduled') return 'not_editable' as const
    const problems: SessionProblem[] = sessionTimesProblems(input.startsAt, input.endsAt, now)
    const transportIds = [...new Set(input.transportIds)]
    if (transportIds.length === 0)
      problems.push({ field: 'transportIds', code: 'transports_required' })
    if (problems.length) return problems
    const available = await availableTransports(transportIds, session.id, trx)
    if (available.length !== transportIds.length)
      return [{ field: 'transportIds', code: 'transports_unavailable' }] as SessionProblem[]
    await trx.from('private_session_transports').where('private_session_id', session.id).delete()
    await attachTransports(session.id, available, trx)
    session.merge({
      name: input.name,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      scheduledEndAt: input.endsAt,
    })
    await session.useTransaction(trx).save()
    return session
  })
  if (outcome === 'not_editable') return { ok: false, problems: [], error: 'not_editable' }
  if (Array.isArray(outcome)) return { ok: false, problems: outcome }
  broadcastSessionChanged(outcome.id)
  return { ok: true, session: outcome }
}

/**
 * Staff end a session now (before its end; a session not started yet ends
 * before it starts): the end becomes now and the award runs at once, as it
 * would at the end.
 */
export async function closeSessionEarly(input: {
  sessionId: number
  now?: DateTime
}): Promise<Result<{ awarded: number }, 'not_running'>> {
  const now = input.now ?? DateTime.now()
  const at = databaseNow(undefined, now)
  const updated = await db
    .from('private_sessions')
    .where('id', input.sessionId)
    .whereNull('closed_at')
    .where('ends_at', '>', at)
    .update({ ends_at: at, updated_at: at })
  if (Number(Array.isArray(updated) ? updated.length : updated) !== 1) return err('not_running')
  await db
    .from('private_sessions')
    .where('id', input.sessionId)
    .where('starts_at', '>', at)
    .update({ starts_at: at })
  const awarded = await awardPrivateSession(input.sessionId, now)
  return ok({ awarded })
}
