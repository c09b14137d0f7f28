import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/** The dealer team's plan (free or pro), paid from its wallet. */
export default class PlanPolicy extends BasePolicy {
  /** Upgrading spends the team's money: dealer owners and admins. */
  upgrade(_user: User, member: CurrentTeam) {
    if (member.team.kind === 'dealer' && canManageTeam(member.role)) return true
    return AuthorizationResponse.deny('Forbidden', 403).t('ordering.errors.pro_forbidden')
  }
}
