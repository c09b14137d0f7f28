import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import type TeamInvitation from '#teams/models/team_invitation'
import { INVITATION_TTL_DAYS, newInvitationToken } from '#teams/domain/invitation_token'
import { err, ok, type Result } from '#core/result'

/**
 * Sends a pending invitation again with a new link (the old link stops
 * working) valid for another 7 days.
 */
export async function resendInvitation(input: {
  team: Team
  invitation: TeamInvitation
  sender: User
  locale: 'it' | 'en'
}): Promise<Result<TeamInvitation, 'already_accepted'>> {
  const { invitation } = input
  if (invitation.acceptedAt) return err('already_accepted')
  const { token, hash } = newInvitationToken()
  invitation.tokenHash = hash
  invitation.expiresAt = DateTime.now().plus({ days: INVITATION_TTL_DAYS })
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
