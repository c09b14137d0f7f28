import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * Admin → Communications. The banner's own routes (seen, dismiss) need no
 * ability beyond membership: their query finds only an active announcement
 * addressed to the caller's current team (404 otherwise).
 */
export default class AnnouncementPolicy extends BasePolicy {
  /** The list, with how many saw each: every staff member. */
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** Write, schedule, send, delete: the staff team's owners and admins. */
  manage(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }

  /** Read (seen) and close (dismiss) a banner: a member of a dealer or carrier team. */
  respond(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer' || member.team.kind === 'transporter'
  }
}
