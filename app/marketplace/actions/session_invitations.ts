import { notifySessionInvitation } from '#notifications/actions/lifecycle'
import { dateTimeMinutes } from '#shared/format'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ok, err, type Result } from '#core/result'
import { databaseNow } from '#core/database/dialect'
import { broadcastToTeam } from '#realtime/broadcast'
import { usersWantingNotification } from '#settings/notification_preferences'
import { sessionPhase } from '#marketplace/domain/private_sessions'
import PrivateSession from '#marketplace/models/private_session'
import SessionInvitationMail from '#marketplace/mails/session_invitation_mail'
import { broadcastSessionChanged } from '#marketplace/listeners'

/**
 * Invitations to a private session (app/marketplace/domain/private_sessions.ts):
 * staff invite carrier teams, resend or revoke an invitation; the team
 * accepts or declines until the session ends. Every change is one
 * conditional write; the e-mails go after the commit.
 */

/** Carrier teams staff may invite: verified transporter teams, not suspended. */
export async function invitableTeamIds(
  teamIds: number[],
  client: TransactionClientContract
): Promise<number[]> {
  if (teamIds.length === 0) return []
  const rows = await client
    .from('teams')
    .whereIn('id', teamIds)
    .where('kind', 'transporter')
    .whereNotNull('verified_at')
    .whereNull('suspended_at')
    .select('id')
  return rows.map((row) => Number(row.id))
}

/**
 * Invites the teams (inside the caller's transaction): new invitations are
 * pending; a declined or revoked one becomes pending again. Returns the
 * teams to tell after the commit.
 */
export async function inviteTeams(
  sessionId: number,
  teamIds: number[],
  invitedBy: number | null,
  trx: TransactionClientContract
): Promise<number[]> {
  const allowed = await invitableTeamIds([...new Set(teamIds)], trx)
  const existing = await trx
    .from('private_session_invitations')
    .where('private_session_id', sessionId)
    .whereIn('team_id', allowed)
    .select('id', 'team_id', 'state')
  const known = new Map(existing.map((row) => [Number(row.team_id), row]))
  const now = databaseNow(trx)
  const invited: number[] = []
  for (const teamId of allowed) {
    const row = known.get(teamId)
    if (!row) {
      await trx.table('private_session_invitations').insert({
        private_session_id: sessionId,
        team_id: teamId,
        state: 'pending',
        invited_by_user_id: invitedBy,
        sent_at: now,
        created_at: now,
        updated_at: now,
      })
      invited.push(teamId)
    } else if (row.state === 'declined' || row.state === 'revoked') {
      await trx
        .from('private_session_invitations')
        .where('id', row.id)
        .update({ state: 'pending', responded_at: null, sent_at: now, updated_at: now })
      invited.push(teamId)
    }
  }
  return invited
}

/**
 * E-mails the invitation to the teams' members who want it (owners, admins,
 * members; not drivers), in their language, and refreshes the teams' pages.
 */
export async function tellInvitedTeams(sessionId: number, teamIds: number[]) {
  if (teamIds.length === 0) return
  const session = await PrivateSession.query()
    .where('id', sessionId)
    .withCount('transports')
    .firstOrFail()
  const members = await db
    .from('team_members')
    .join('users', 'users.id', 'team_members.user_id')
    .whereIn('team_members.team_id', teamIds)
    .whereNot('team_members.role', 'driver')
    .select('users.id', 'users.email', 'users.full_name', 'users.locale')
  const wanting = new Set(
    await usersWantingNotification(
      members.map((member) => Number(member.id)),
      'private_session_invitation',
      'mail'
    )
  )
  for (const member of members) {
    if (!wanting.has(Number(member.id))) continue
    await mail.sendLater(
      new SessionInvitationMail(
        { email: member.email, fullName: member.full_name, locale: member.locale },
        {
          sessionName: session.name,
          startsAt: session.startsAt.toISO()!,
          endsAt: session.endsAt.toISO()!,
          transports: Number(session.$extras.transports_count ?? 0),
        }
      )
    )
  }
  for (const teamId of teamIds) broadcastToTeam(teamId, { type: 'session.invited', sessionId })
  /* in-app: the e-mail above carries the session's details */
  await notifySessionInvitation({
    sessionId,
    name: session.name,
    ends: dateTimeMinutes(session.endsAt.toISO()!),
    teamIds,
  })
}

/** Staff invite more teams to a session that has not ended. */
export async function inviteMore(input: {
  sessionId: number
  teamIds: number[]
  userId: number
  now?: DateTime
}): Promise<Result<number, 'session_ended'>> {
  const now = input.now ?? DateTime.now()
  const invited = await db.transaction(async (trx) => {
    const session = await PrivateSession.query({ client: trx })
      .where('id', input.sessionId)
      .firstOrFail()
    const phase = sessionPhase(session, now)
    if (phase === 'ended' || phase === 'closed') return null
    return inviteTeams(session.id, input.teamIds, input.userId, trx)
  })
  if (invited === null) return err('session_ended')
  await tellQuietly(input.sessionId, invited)
  broadcastSessionChanged(input.sessionId)
  return ok(invited.length)
}

async function tellQuietly(sessionId: number, teamIds: number[]) {
  await tellInvitedTeams(sessionId, teamIds).catch((error) =>
    logger.error({ err: error, sessionId }, 'session invitations not sent')
  )
}

export type InvitationAnswer = 'accepted' | 'declined'

/**
 * The carrier answers: a pending (or declined) invitation is accepted, a
 * pending (or accepted) one declined, until the session ends. Declining
 * withdraws nothing in a running session: a team with session bids stays
 * bound by them, so it cannot decline once it has bid.
 */
export async function answerInvitation(input: {
  invitationId: number
  teamId: number
  answer: InvitationAnswer
  now?: DateTime
}): Promise<Result<number, 'not_found' | 'session_ended' | 'has_bids' | 'not_pending'>> {
  const now = input.now ?? DateTime.now()
  const invitation = await db
    .from('private_session_invitations')
    .where('id', input.invitationId)
    .where('team_id', input.teamId)
    .select('id', 'private_session_id', 'state')
    .first()
  if (!invitation) return err('not_found')
  const session = await PrivateSession.findOrFail(invitation.private_session_id)
  const phase = sessionPhase(session, now)
  if (phase === 'ended' || phase === 'closed') return err('session_ended')
  const from = input.answer === 'accepted' ? ['pending', 'declined'] : ['pending', 'accepted']
  if (input.answer === 'declined') {
    const bids = await db
      .from('bids')
      .where('private_session_id', session.id)
      .where('team_id', input.teamId)
      .where('state', 'open')
      .select('id')
      .first()
    if (bids) return err('has_bids')
  }
  const at = databaseNow()
  const updated = await db
    .from('private_session_invitations')
    .where('id', invitation.id)
    .whereIn('state', from)
    .update({ state: input.answer, responded_at: at, updated_at: at })
  if (Number(Array.isArray(updated) ? updated.length : updated) !== 1) return err('not_pending')
  broadcastSessionChanged(session.id)
  return ok(session.id)
}

/**
 * Staff revoke an invitation (pending or accepted) of a session that has not
 * ended: the team no longer sees the session, and its open bids there are
 * withdrawn, in one transaction.
 */
export async function revokeInvitation(input: {
  sessionId: number
  invitationId: number
  now?: DateTime
}): Promise<Result<true, 'not_found' | 'session_ended' | 'not_revocable'>> {
  const now = input.now ?? DateTime.now()
  const outcome = await db.transaction(async (trx) => {
    const session = await PrivateSession.query({ client: trx }).where('id', input.sessionId).first()
    const invitation = await trx
      .from('private_session_invitations')
      .where('id', input.invitationId)
      .where('private_session_id', input.sessionId)
      .select('id', 'team_id')
      .first()
    if (!session || !invitation) return 'not_found' as const
    const phase = sessionPhase(session, now)
    if (phase === 'ended' || phase === 'closed') return 'session_ended' as const
    const at = databaseNow(trx)
    const updated = await trx
      .from('private_session_invitations')
      .where('id', invitation.id)
      .whereIn('state', ['pending', 'accepted'])
      .update({ state: 'revoked', updated_at: at })
    if (Number(Array.isArray(updated) ? updated.length : updated) !== 1)
      return 'not_revocable' as const
    await trx
      .from('bids')
      .where('private_session_id', session.id)
      .where('team_id', invitation.team_id)
      .where('state', 'open')
      .update({ state: 'withdrawn', decided_at: at, updated_at: at })
    return null
  })
  if (outcome) return err(outcome)
  broadcastSessionChanged(input.sessionId)
  return ok(true)
}

/** Staff send a pending invitation again (new e-mail, new sent date). */
export async function resendInvitation(input: {
  sessionId: number
  invitationId: number
  now?: DateTime
}): Promise<Result<true, 'not_found' | 'session_ended' | 'not_pending'>> {
  const now = input.now ?? DateTime.now()
  const session = await PrivateSession.find(input.sessionId)
  const invitation = await db
    .from('private_session_invitations')
    .where('id', input.invitationId)
    .where('private_session_id', input.sessionId)
    .select('id', 'team_id', 'state')
    .first()
  if (!session || !invitation) return err('not_found')
  const phase = sessionPhase(session, now)
  if (phase === 'ended' || phase === 'closed') return err('session_ended')
  if (invitation.state !== 'pending') return err('not_pending')
  const at = databaseNow()
  await db
    .from('private_session_invitations')
    .where('id', invitation.id)
    .update({ sent_at: at, updated_at: at })
  await tellQuietly(session.id, [Number(invitation.team_id)])
  return ok(true)
}
