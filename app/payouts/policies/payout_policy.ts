import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * Who sees and moves carriers' payouts. The member is the caller's current
 * team and role (`ctx.currentTeam`). Whether a batch's STATE allows a step
 * is the domain's answer (app/payouts/domain/batches.ts).
 */
export default class PayoutPolicy extends BasePolicy {
  /** Admin → Payouts: every batch, for staff. */
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** Create, approve, export and mark paid a batch: money leaves, staff owners and admins only. */
  manage(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && canManageTeam(member.role)
  }

  /**
   * A carrier's own jobs, payouts and their files: the team's owners and
   * admins (members and drivers see no money; the pages answer them 404).
   */
  viewOwn(_user: User, member: CurrentTeam) {
    return member.team.kind === 'transporter' && canManageTeam(member.role)
  }
}
