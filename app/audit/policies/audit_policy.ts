import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** The audit trail is the staff's: every staff member but a driver reads it; nobody edits it. */
export default class AuditPolicy extends BasePolicy {
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && member.role !== 'driver'
  }
}
