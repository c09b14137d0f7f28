import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * Admin → Users: the dealer and carrier companies. Every staff member but a
 * driver reads them, creates, verifies, suspends and reinstates them; only
 * the staff team's owners and admins sign in as one of their members.
 */
export default class CompanyPolicy extends BasePolicy {
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && member.role !== 'driver'
  }

  manage(user: User, member: CurrentTeam) {
    return this.viewAny(user, member)
  }

  impersonate(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }
}
