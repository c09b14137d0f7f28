import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

const isStaffOperator = (member: CurrentTeam) =>
  member.team.kind === 'staff' && member.role !== 'driver'

/**
 * Admin → Invitations: staff operators oversee every team's and every
 * session's invitations. Whether an invitation's STATE still allows a resend
 * or a revocation is the domain's answer (app/invitations/domain) and the
 * capability's action's (app/teams, app/marketplace).
 */
export default class InvitationPolicy extends BasePolicy {
  /** The list of every invitation. */
  oversee(_user: User, member: CurrentTeam) {
    return isStaffOperator(member)
  }

  /** Resend or revoke any team's or session's invitation. */
  manage(_user: User, member: CurrentTeam) {
    if (isStaffOperator(member)) return true
    return AuthorizationResponse.deny('Forbidden', 403).t('invitations.errors.not_allowed')
  }
}
