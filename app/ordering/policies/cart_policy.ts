import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/**
 * The dealer team's cart: every member sees it, fills it and pays it from
 * the team's wallet. Items of another team are not found (the actions are
 * scoped by team).
 */
export default class CartPolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }

  /** Put quotes in the cart and take them out. */
  manage(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }

  checkout(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }
}
