import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** What the policy needs to know about a document's transport. */
type Owned = { teamId: number; transporterTeamId: number | null }

/**
 * Who may see and download a transport's documents (the CMR, the sealed
 * proofs): the dealer team of the transport, the carrier team it is
 * assigned to, staff. The transport is found within `scopeOf(member)` first
 * (so a driver sees only the transports the drivers rule gives them);
 * anyone else gets a 404 before this runs.
 */
export default class DocumentPolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam, transport: Owned) {
    switch (member.team.kind) {
      case 'dealer':
        return transport.teamId === member.team.id
      case 'transporter':
        return transport.transporterTeamId === member.team.id
      case 'staff':
        return true
      default:
        return false
    }
  }

  /** Admin → Documents: every transport's documents. */
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** Re-compute a transport's hash chain and check its files. */
  verify(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }
}
