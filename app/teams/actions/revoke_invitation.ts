import db from '@adonisjs/lucid/services/db'
import type TeamInvitation from '#teams/models/team_invitation'
import { databaseNow } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'

export type RevokeInvitationError = 'not_pending'

/**
 * Revokes an invitation that was not accepted (expired ones too): its link
 * stops working. The row is kept, marked `revoked_at`, so staff see it in
 * Admin → Invitations. One conditional write: an invitation accepted or
 * revoked meanwhile is refused and left as it is.
 */
export async function revokeInvitation(
  invitation: TeamInvitation
): Promise<Result<TeamInvitation, RevokeInvitationError>> {
  const at = databaseNow()
  const updated = await db
    .from('team_invitations')
    .where('id', invitation.id)
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .update({ revoked_at: at, updated_at: at })
  if (Number(Array.isArray(updated) ? updated.length : updated) !== 1) return err('not_pending')
  await invitation.refresh()
  return ok(invitation)
}
