import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * The changelog's staff pages. The public pages need no policy: they show
 * published entries only (their queries say so).
 */
export default class ChangelogPolicy extends BasePolicy {
  /** The list of every entry, drafts included: every staff member. */
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** Write, publish, delete: the staff team's owners and admins. */
  manage(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }
}
