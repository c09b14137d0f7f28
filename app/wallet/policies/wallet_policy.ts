import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * Who may see and move wallet money. The member is the caller's current
 * team and role (`ctx.currentTeam`, set by the area middleware).
 */
export default class WalletPolicy extends BasePolicy {
  /** A dealer team's own balance and ledger: every member of that team. */
  viewOwn(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }

  /** Topping the team's wallet up by card: every member of a dealer team (as paying the cart). */
  topUpByCard(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }

  /** Every dealer's wallet and ledger: staff. */
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** Manual credits and debits move money: staff owners and admins only. */
  adjust(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }
}
