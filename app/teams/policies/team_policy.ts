import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import {
  canLeaveTeam,
  canManageMember,
  canManageTeam,
  isOwner,
  type TeamRole,
} from '#teams/domain/team_roles'

/* One membership lookup per team instance and user (team instances live for one request). */
const roles = new WeakMap<Team, Map<number, Promise<TeamRole | null>>>()

export async function roleOf(user: User, team: Team): Promise<TeamRole | null> {
  let byUser = roles.get(team)
  if (!byUser) {
    byUser = new Map()
    roles.set(team, byUser)
  }
  let role = byUser.get(user.id)
  if (!role) {
    role = TeamMember.query()
      .where('team_id', team.id)
      .where('user_id', user.id)
      .first()
      .then((membership) => membership?.role ?? null)
    byUser.set(user.id, role)
  }
  return role
}

/** Forget what was looked up for this team (after its memberships changed). */
export function forgetRoles(team: Team) {
  roles.delete(team)
}

function decide(allowed: boolean) {
  return allowed ? true : AuthorizationResponse.deny('Forbidden', 403).t('teams.errors.forbidden')
}

/**
 * Who may do what with a team. Non-members are denied everything and the
 * controllers turn that into a 404 (no hint that the team exists); members
 * see everything, owners and admins edit, only the owner deletes or hands
 * the team over. Which member a manager may touch is a domain rule
 * (canManageMember).
 */
export default class TeamPolicy extends BasePolicy {
  async view(user: User, team: Team) {
    return (await roleOf(user, team)) !== null
  }

  /** Name, company data, services, addresses, closing days, notification recipients. */
  async update(user: User, team: Team) {
    return decide(canManageTeam(await roleOf(user, team)))
  }

  /** Invite, resend and revoke invitations. */
  async manageMembers(user: User, team: Team) {
    return decide(canManageTeam(await roleOf(user, team)))
  }

  /** Change the role of, or remove, one member. */
  async manageMember(user: User, team: Team, member: { role: TeamRole; userId: number }) {
    return decide(canManageMember(await roleOf(user, team), member.role, member.userId === user.id))
  }

  async leave(user: User, team: Team) {
    return decide(canLeaveTeam(await roleOf(user, team)))
  }

  async transferOwnership(user: User, team: Team) {
    return decide(isOwner(await roleOf(user, team)))
  }

  async delete(user: User, team: Team) {
    return decide(isOwner(await roleOf(user, team)))
  }
}
