/**
 * Demo team invitations, in every state Admin → Invitations shows: pending,
 * accepted, revoked (through the teams' own action) and expired. The links'
 * tokens are thrown away: only their hashes are stored, as always.
 */
import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamInvitation from '#teams/models/team_invitation'
import { newInvitationToken } from '#teams/domain/invitation_token'
import { revokeInvitation } from '#teams/actions/revoke_invitation'
import type { TeamRole } from '#teams/domain/team_roles'

type DemoInvitation = {
  email: string
  role: TeamRole
  /** Days ago it was sent. */
  sent: number
  state: 'pending' | 'accepted' | 'revoked' | 'expired'
}

const INVITATIONS: Record<string, DemoInvitation[]> = {
  'dealer@example.com': [
    { email: 'giulia.rossi@example.com', role: 'member', sent: 40, state: 'accepted' },
    { email: 'stefano.galli@example.com', role: 'member', sent: 12, state: 'expired' },
    { email: 'ex.collaboratore@example.com', role: 'admin', sent: 4, state: 'revoked' },
    { email: 'luca.ferri@example.com', role: 'member', sent: 1, state: 'pending' },
  ],
  'transporter@example.com': [
    { email: 'driver@example.com', role: 'driver', sent: 30, state: 'accepted' },
    { email: 'nuovo.autista@example.com', role: 'driver', sent: 2, state: 'pending' },
  ],
}

export async function seedInvitationsDemo() {
  for (const [ownerEmail, invitations] of Object.entries(INVITATIONS)) {
    const owner = await User.findByOrFail('email', ownerEmail)
    const team = await Team.findOrFail(owner.currentTeamId)
    for (const demo of invitations) {
      const sentAt = DateTime.now().minus({ days: demo.sent, hours: 2 })
      const invitation = await TeamInvitation.create({
        teamId: team.id,
        email: demo.email,
        role: demo.role,
        tokenHash: newInvitationToken().hash,
        invitedById: owner.id,
        expiresAt: sentAt.plus({ days: 7 }),
        acceptedAt: demo.state === 'accepted' ? sentAt.plus({ hours: 5 }) : null,
        revokedAt: null,
        sentAt,
        createdAt: sentAt,
      })
      if (demo.state === 'revoked') await revokeInvitation(invitation)
    }
  }
}
