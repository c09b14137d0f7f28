import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/** Admin → Settings → Notifications: the types, their templates and versions. */
export default class NotificationTemplatePolicy extends BasePolicy {
  /** The types, templates, versions and previews: every staff member. */
  view(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** Save a version, restore the default, send a test e-mail: the staff team's owners and admins. */
  edit(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }
}
