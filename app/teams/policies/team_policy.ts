import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import { canManageTeam, isOwner, type TeamRole } from '#teams/domain/team_roles'

/**
 * Who may do what with a team. Non-members are denied everything; the
 * controllers turn a denial on a record into a 404.
 */
export default class TeamPolicy extends BasePolicy {
  private async roleOf(user: User, team: Team): Promise<TeamRole | null> {
    const membership = await TeamMember.query()
      .where('team_id', team.id)
      .where('user_id', user.id)
      .first()
    return membership?.role ?? null
  }

  async view(user: User, team: Team) {
    return (await this.roleOf(user, team)) !== null
  }

  async update(user: User, team: Team) {
    return canManageTeam(await this.roleOf(user, team))
  }

  async manageMembers(user: User, team: Team) {
    return canManageTeam(await this.roleOf(user, team))
  }

  async delete(user: User, team: Team) {
    return isOwner(await this.roleOf(user, team))
  }
}
