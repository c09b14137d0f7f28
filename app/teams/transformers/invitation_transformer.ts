import { BaseTransformer } from '@adonisjs/core/transformers'
import type TeamInvitation from '#teams/models/team_invitation'
import type User from '#identity/models/user'

/** A pending invitation (who sent it preloaded): expired ones are flagged, to be resent or revoked. */
export default class InvitationTransformer extends BaseTransformer<TeamInvitation> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'email', 'role']),
      invitedBy: (this.resource.invitedBy as User | null | undefined)?.fullName ?? null,
      expiresAt: this.resource.expiresAt.toISO(),
      expired: this.resource.isExpired,
    }
  }
}
