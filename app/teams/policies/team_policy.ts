import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import {
  canLeaveTeam,
  canManageMember,
  canManageTeam,
  isOwner,
  type TeamRole,
} from '#teams/domain/team_roles'

function decide(allowed: boolean) {
  return allowed ? true : AuthorizationResponse.deny('Forbidden', 403).t('teams.errors.forbidden')
}

/**
 * Who may do what with a team. The member is the caller's membership of the
 * team being acted on (the team of the URL, `teamMembership(ctx)`): someone
 * who is not a member never gets this far (404, no hint that the team
 * exists). Members see everything, owners and admins edit, only the owner
 * deletes or hands the team over. Which member a manager may touch is a
 * domain rule (canManageMember).
 */
export default class TeamPolicy extends BasePolicy {
  /** Being in the team (switching to it, leaving it): any member. */
  view(_user: User, member: CurrentTeam) {
    return member.role !== null
  }

  /**
   * The team's tabs (company, addresses, members, services…): any member but
   * a driver, who sees only the transports assigned to them.
   */
  viewTabs(_user: User, member: CurrentTeam) {
    return member.role !== null && member.role !== 'driver'
  }

  /** A new team: any signed-in user (which kinds is a domain rule, creatableKinds). */
  create(_user: User, _current: CurrentTeam | null) {
    return true
  }

  /** Name, company data, services, addresses, closing days, notification recipients. */
  update(_user: User, member: CurrentTeam) {
    return decide(canManageTeam(member.role))
  }

  /** See pending invitations; invite, resend and revoke. */
  manageMembers(_user: User, member: CurrentTeam) {
    return decide(canManageTeam(member.role))
  }

  /** Change the role of, or remove, one member of the team. */
  manageMember(user: User, member: CurrentTeam, target: { role: TeamRole; userId: number }) {
    return decide(canManageMember(member.role, target.role, target.userId === user.id))
  }

  leave(_user: User, member: CurrentTeam) {
    return decide(canLeaveTeam(member.role))
  }

  transferOwnership(_user: User, member: CurrentTeam) {
    return decide(isOwner(member.role))
  }

  delete(_user: User, member: CurrentTeam) {
    return decide(isOwner(member.role))
  }
}
