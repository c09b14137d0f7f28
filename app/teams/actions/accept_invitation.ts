import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamInvitation from '#teams/models/team_invitation'
import TeamMember from '#teams/models/team_member'
import { hashInvitationToken, looksLikeInvitationToken } from '#teams/domain/invitation_token'
import { err, ok, type Result } from '#core/result'

export type InvitationProblem =
  'not_found' | 'already_used' | 'expired' | 'email_mismatch' | 'already_member'

/** The invitation a link points to, and whether it can still be used (no user needed). */
export async function checkInvitationToken(
  token: string
): Promise<Result<TeamInvitation, 'not_found' | 'already_used' | 'expired'>> {
  if (!looksLikeInvitationToken(token)) return err('not_found')
  const invitation = await TeamInvitation.query()
    .where('token_hash', hashInvitationToken(token))
    .preload('team')
    .first()
  /* a revoked link is as dead as an unknown one ("does not exist or was revoked") */
  if (!invitation || invitation.revokedAt) return err('not_found')
  if (invitation.acceptedAt) return err('already_used')
  if (invitation.isExpired) return err('expired')
  return ok(invitation)
}

/**
 * The signed-in user accepts an invitation sent to their e-mail address:
 * they become a member with the invited role and the team becomes their
 * current team. After the commit, `team:member_joined` is emitted (the
 * team's channel is told in realtime).
 */
export async function acceptInvitation(input: {
  token: string
  user: User
  originSocketId?: string | null
}): Promise<Result<{ team: Team; invitation: TeamInvitation }, InvitationProblem>> {
  const checked = await checkInvitationToken(input.token)
  if (!checked.ok) return checked

  const result = await db.transaction(
    async (trx): Promise<Result<{ team: Team; invitation: TeamInvitation }, InvitationProblem>> => {
      /* Re-read under lock: two clicks on the same link make one membership. */
      const invitation = await TeamInvitation.query({ client: trx })
        .where('id', checked.value.id)
        .forUpdate()
        .first()
      if (!invitation || invitation.revokedAt) return err('not_found')
      if (invitation.acceptedAt) return err('already_used')
      if (invitation.isExpired) return err('expired')
      if (invitation.email.toLowerCase() !== input.user.email.toLowerCase())
        return err('email_mismatch')

      const team = await Team.findOrFail(invitation.teamId, { client: trx })
      const existing = await TeamMember.query({ client: trx })
        .where('team_id', team.id)
        .where('user_id', input.user.id)
        .first()
      if (existing) return err('already_member')

      await TeamMember.create(
        { teamId: team.id, userId: input.user.id, role: invitation.role },
        { client: trx }
      )
      invitation.acceptedAt = DateTime.now()
      await invitation.useTransaction(trx).save()
      await User.query({ client: trx })
        .where('id', input.user.id)
        .update({ current_team_id: team.id })
      return ok({ team, invitation })
    }
  )

  if (result.ok) {
    input.user.currentTeamId = result.value.team.id
    await emitter.emit('team:member_joined', {
      teamId: result.value.team.id,
      userId: input.user.id,
      memberName: input.user.fullName,
      teamName: result.value.team.name,
      originSocketId: input.originSocketId ?? null,
    })
  }
  return result
}
