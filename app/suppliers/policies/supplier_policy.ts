import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import type Supplier from '#suppliers/models/supplier'

/**
 * The supplier directory of a dealer team: every member of the team keeps
 * it (owners, admins and members alike; dealer teams have no drivers). How
 * many suppliers a plan allows is a domain rule (canAddSupplier), not a
 * question of who asks. Another team's supplier is out of reach (its
 * controllers answer 404 before asking).
 */
export default class SupplierPolicy extends BasePolicy {
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }

  create(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }

  update(_user: User, member: CurrentTeam, supplier: Supplier) {
    return member.team.kind === 'dealer' && supplier.teamId === member.team.id
  }

  delete(_user: User, member: CurrentTeam, supplier: Supplier) {
    return member.team.kind === 'dealer' && supplier.teamId === member.team.id
  }
}
