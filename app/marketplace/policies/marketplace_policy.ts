import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/**
 * Who in a carrier team works with the marketplace. Whether the TEAM may
 * (verified, not suspended, serving the pickup place) is the eligibility
 * rule's answer (app/marketplace/domain/eligibility.ts), asked by the
 * queries and the award itself.
 */
export default class MarketplacePolicy extends BasePolicy {
  /** The list and the transports' pages: the carrier's office, not its drivers. */
  browse(_user: User, member: CurrentTeam) {
    return member.team.kind === 'transporter' && member.role !== 'driver'
  }

  /** Taking a transport commits the team: owners, admins and members, never drivers. */
  take(_user: User, member: CurrentTeam) {
    if (member.team.kind === 'transporter' && member.role !== 'driver') return true
    return AuthorizationResponse.deny('Forbidden', 403).t('marketplace.errors.not_allowed')
  }

  /** Private sessions (create, edit, invite, close): staff operators. */
  manageSessions(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && member.role !== 'driver'
  }
}
