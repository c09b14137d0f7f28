import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * Who may see and cancel orders. Queries are scoped to the dealer's team,
 * so another team's order is a 404 before these run; whether an order can
 * still be cancelled is the domain's answer (`orderCanBeCancelled`).
 */
export default class OrderPolicy extends BasePolicy {
  /** A dealer team's orders (every member), or every team's orders (staff). */
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer' || member.team.kind === 'staff'
  }

  view(_user: User, member: CurrentTeam, order: { teamId: number }) {
    if (member.team.kind === 'staff') return true
    return member.team.kind === 'dealer' && order.teamId === member.team.id
  }

  /** Cancel-and-refund: the members of the dealer team that paid it. */
  cancel(_user: User, member: CurrentTeam, order: { teamId: number }) {
    return member.team.kind === 'dealer' && order.teamId === member.team.id
  }

  /** Paying a waiting order by card (again): the members of the dealer team that ordered it. */
  payByCard(_user: User, member: CurrentTeam, order: { teamId: number }) {
    return member.team.kind === 'dealer' && order.teamId === member.team.id
  }

  /** Recording a bank transfer received moves money: staff owners and admins only. */
  receiveTransfer(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }
}
