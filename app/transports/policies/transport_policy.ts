import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { TeamRole } from '#teams/domain/team_roles'

/** What the policy needs to know about a transport: whose it is and who carries it. */
type Owned = { teamId: number; transporterTeamId: number | null }

/** Staff who assign and change states today: every role of a staff team but a driver. */
const STAFF_OPERATORS: readonly TeamRole[] = ['owner', 'admin', 'member']

/**
 * Who may do what with transports. The member is the caller's current team
 * and role (`ctx.currentTeam`). Queries are scoped to what the member may
 * see (`scopeOf`), so another team's transport is a 404 before these run;
 * the state machine answers whether the STATE allows an action.
 */
export default class TransportPolicy extends BasePolicy {
  /** Lists, calendars and dashboards: a dealer its team's transports, a carrier those assigned to its team, staff all. */
  viewAny(_user: User, member: CurrentTeam) {
    return ['dealer', 'transporter', 'staff'].includes(member.team.kind)
  }

  view(_user: User, member: CurrentTeam, transport: Owned) {
    switch (member.team.kind) {
      case 'dealer':
        return transport.teamId === member.team.id
      case 'transporter':
        return transport.transporterTeamId === member.team.id
      case 'staff':
        return true
      default:
        return false
    }
  }

  /** Referents, notes and date windows (before pickup: the state machine says when): the dealer team, not its drivers. */
  edit(_user: User, member: CurrentTeam, transport: Owned) {
    return (
      member.team.kind === 'dealer' &&
      transport.teamId === member.team.id &&
      member.role !== 'driver'
    )
  }

  /** Choose the carrier of a published transport: staff operators. */
  assign(_user: User, member: CurrentTeam, _transport?: Owned) {
    return member.team.kind === 'staff' && STAFF_OPERATORS.includes(member.role)
  }

  /** Any other state change in the admin area (schedule, pickup, delivery, cancel, complete): staff operators. */
  changeState(_user: User, member: CurrentTeam, _transport?: Owned) {
    return member.team.kind === 'staff' && STAFF_OPERATORS.includes(member.role)
  }

  /** Contest a delivery: the dealer team of the transport (not its drivers) and staff operators; never the carrier. */
  openDispute(_user: User, member: CurrentTeam, transport: Owned) {
    if (member.team.kind === 'staff') return STAFF_OPERATORS.includes(member.role)
    return (
      member.team.kind === 'dealer' &&
      transport.teamId === member.team.id &&
      member.role !== 'driver'
    )
  }

  /** Decide a dispute (completed as is or with a partial refund): staff operators. */
  resolveDispute(_user: User, member: CurrentTeam, _transport?: Owned) {
    return member.team.kind === 'staff' && STAFF_OPERATORS.includes(member.role)
  }

  /**
   * Record the proof of pickup or delivery (photos, checklist, signature):
   * members of the assigned carrier team (the state machine and the proof's
   * rules say when).
   */
  recordProof(_user: User, member: CurrentTeam, transport: Owned) {
    return member.team.kind === 'transporter' && transport.transporterTeamId === member.team.id
  }
}
