import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** Monitoring (service levels, what needs a human, failed jobs) is the staff's: every staff member but a driver. */
export default class MonitoringPolicy extends BasePolicy {
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && member.role !== 'driver'
  }
}
