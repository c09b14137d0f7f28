import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import TeamInvitation from '#teams/models/team_invitation'
import TeamMember from '#teams/models/team_member'
import { INVITATION_TTL_DAYS, newInvitationToken } from '#teams/domain/invitation_token'
import { err, ok, type Result } from '#core/result'
import type { TeamRole } from '#teams/domain/team_roles'

export type InviteMemberInput = {
  team: Team
  inviter: User
  email: string
  role: TeamRole
  /** Language of the e-mail (the inviter's). */
  locale: 'it' | 'en'
}

export type InviteMemberError = 'already_member' | 'already_invited'

/**
 * Invites someone by e-mail with a role. Refuses an existing member and a
 * still-valid pending invitation to the same address (resend that one);
 * an expired one is replaced. The e-mail with the link goes out after the
 * commit (listener of `team:invitation_sent`).
 */
export async function inviteMember(
  input: InviteMemberInput
): Promise<Result<TeamInvitation, InviteMemberError>> {
  const email = input.email.toLowerCase()
  const { token, hash } = newInvitationToken()

  const result = await db.transaction(
    async (trx): Promise<Result<TeamInvitation, InviteMemberError>> => {
      const member = await TeamMember.query({ client: trx })
        .where('team_members.team_id', input.team.id)
        .join('users', 'users.id', 'team_members.user_id')
        .whereRaw('lower(users.email) = ?', [email])
        .select('team_members.id')
        .first()
      if (member) return err('already_member')

      const pending = await TeamInvitation.query({ client: trx })
        .where('team_id', input.team.id)
        .where('email', email)
        .whereNull('accepted_at')
        .whereNull('revoked_at')
      for (const invitation of pending) {
        if (!invitation.isExpired) return err('already_invited')
        await invitation.useTransaction(trx).delete()
      }

      const now = DateTime.now()
      const invitation = await TeamInvitation.create(
        {
          teamId: input.team.id,
          email,
          role: input.role,
          tokenHash: hash,
          invitedById: input.inviter.id,
          expiresAt: now.plus({ days: INVITATION_TTL_DAYS }),
          acceptedAt: null,
          revokedAt: null,
          sentAt: now,
        },
        { client: trx }
      )
      return ok(invitation)
    }
  )

  if (result.ok) {
    await emitter.emit('team:invitation_sent', {
      invitationId: result.value.id,
      email,
      token,
      teamName: input.team.name,
      inviterName: input.inviter.fullName,
      role: input.role,
      expiresAt: result.value.expiresAt.toISO()!,
      locale: input.locale,
    })
  }
  return result
}

/**
 * An invitation created inside the caller's transaction (a team created
 * together with its first owner's invitation: an approved carrier
 * application). The caller emits `team:invitation_sent` with the token
 * after its commit, like inviteMember does.
 */
export async function createInvitationWithin(
  trx: TransactionClientContract,
  input: { teamId: number; email: string; role: TeamRole; invitedById: number | null }
): Promise<{ invitation: TeamInvitation; token: string }> {
  const { token, hash } = newInvitationToken()
  const invitation = await TeamInvitation.create(
    {
      teamId: input.teamId,
      email: input.email.toLowerCase(),
      role: input.role,
      tokenHash: hash,
      invitedById: input.invitedById,
      expiresAt: DateTime.now().plus({ days: INVITATION_TTL_DAYS }),
      acceptedAt: null,
    },
    { client: trx }
  )
  return { invitation, token }
}
