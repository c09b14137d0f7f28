import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * Settings → Billing of the current team (a dealer's invoicing data, a
 * carrier's payout bank account): members read it, owners and admins edit
 * it, drivers do not see it; staff teams have none.
 */
export default class BillingPolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam) {
    return (
      (member.team.kind === 'dealer' || member.team.kind === 'transporter') &&
      member.role !== 'driver'
    )
  }

  update(user: User, member: CurrentTeam) {
    return this.view(user, member) && canManageTeam(member.role)
  }
}
