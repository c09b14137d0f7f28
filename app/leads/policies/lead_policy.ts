import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** Leads are the staff's: every staff member but a driver reads and follows them up. */
export default class LeadPolicy extends BasePolicy {
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && member.role !== 'driver'
  }

  /** State, notes, who handles it, conversion. */
  manage(_user: User, member: CurrentTeam) {
    return this.viewAny(_user, member)
  }
}
