import type TeamInvitation from '#teams/models/team_invitation'

/** Revokes a pending invitation: its link stops working. */
export async function revokeInvitation(invitation: TeamInvitation): Promise<void> {
  await invitation.delete()
}
