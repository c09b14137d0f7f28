import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/** Admin → Settings → Mailer: the SMTP settings, the test e-mail and the delivery log. */
export default class MailerPolicy extends BasePolicy {
  /** The settings (without the password) and the delivery log: every staff member. */
  view(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** Change the settings, send a test e-mail: the staff team's owners and admins. */
  configure(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }
}
