import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import type TeamInvitation from '#teams/models/team_invitation'
import { INVITATION_TTL_DAYS, newInvitationToken } from '#teams/domain/invitation_token'
import { err, ok, type Result } from '#core/result'

export type ResendInvitationError = 'already_accepted' | 'revoked'

/**
 * Sends a pending (or expired) invitation again with a new link (the old
 * link stops working) valid for another 7 days. An accepted or revoked one
 * is refused and left as it is.
 */
export async function resendInvitation(input: {
  team: Team
  invitation: TeamInvitation
  sender: User
  locale: 'it' | 'en'
}): Promise<Result<TeamInvitation, ResendInvitationError>> {
  const { invitation } = input
  if (invitation.acceptedAt) return err('already_accepted')
  if (invitation.revokedAt) return err('revoked')
  const { token, hash } = newInvitationToken()
  const now = DateTime.now()
  invitation.tokenHash = hash
  invitation.sentAt = now
  invitation.expiresAt = now.plus({ days: INVITATION_TTL_DAYS })
  invitation.invitedById = input.sender.id
  await invitation.save()

  await emitter.emit('team:invitation_sent', {
    invitationId: invitation.id,
    email: invitation.email,
    token,
    teamName: input.team.name,
    inviterName: input.sender.fullName,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISO()!,
    locale: input.locale,
  })
  return ok(invitation)
}
