import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { TeamRole } from '#teams/domain/team_roles'

/** What the policy needs to know about a transport: whose it is, who carries it and who drives it. */
type Owned = { teamId: number; transporterTeamId: number | null; driverUserId?: number | null }

/** The carrier's office: every role of a transporter team but a driver. */
const CARRIER_OFFICE: readonly TeamRole[] = ['owner', 'admin', 'member']

/** Is the member's team the carrier assigned to this transport? */
const carries = (member: CurrentTeam, transport: Owned) =>
  member.team.kind === 'transporter' && transport.transporterTeamId === member.team.id

/** A driver of the carrier reaches only the transports assigned to them. */
const drives = (user: User, member: CurrentTeam, transport: Owned) =>
  carries(member, transport) &&
  member.role === 'driver' &&
  !!transport.driverUserId &&
  transport.driverUserId === user.id

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

  /** A carrier's driver: only the transports assigned to them (scopeOf already filters them). */
  view(user: User, member: CurrentTeam, transport: Owned) {
    switch (member.team.kind) {
      case 'dealer':
        return transport.teamId === member.team.id
      case 'transporter':
        if (member.role === 'driver') return drives(user, member, transport)
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

  /**
   * Cancel a paid transport before its pickup (refund to the wallet, a fee
   * to the carrier after assignment): the dealer team that ordered it, not
   * its drivers; the state machine says until when.
   */
  cancel(_user: User, member: CurrentTeam, transport: Owned) {
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

  /** Choose or remove the driver of a transport the team carries: its owners and admins. */
  assignDriver(_user: User, member: CurrentTeam, transport: Owned) {
    return carries(member, transport) && (member.role === 'owner' || member.role === 'admin')
  }

  /**
   * Schedule (or reschedule) the pickup of a transport the team carries: its
   * office and the assigned driver (who often agrees the time with the site).
   * The state machine says whether the state still allows it.
   */
  schedule(user: User, member: CurrentTeam, transport: Owned) {
    return this.operate(user, member, transport)
  }

  /**
   * Work on a transport the team carries (start the transit, the proofs at
   * pickup and delivery, dry runs, positions): the carrier's office (owners,
   * admins, members) or the driver assigned to it.
   */
  operate(user: User, member: CurrentTeam, transport: Owned) {
    if (!carries(member, transport)) return false
    return CARRIER_OFFICE.includes(member.role) || drives(user, member, transport)
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

  /**
   * Record a dry run (site closed, vehicle not ready) at the pickup: any
   * member of the assigned carrier team, drivers included. (Issue 11's
   * driver assignment narrows drivers to their own transports at merge.)
   */
  recordDryRun(user: User, member: CurrentTeam, transport: Owned) {
    return this.operate(user, member, transport)
  }

  /** Decide a dispute (completed as is or with a partial refund): staff operators. */
  resolveDispute(_user: User, member: CurrentTeam, _transport?: Owned) {
    return member.team.kind === 'staff' && STAFF_OPERATORS.includes(member.role)
  }

  /**
   * Send the phone's position while the transport is on the road: the
   * carrier's office or the assigned driver (`operate`; the state machine's
   * part, picked up or in transit, is the action's).
   */
  reportPosition(user: User, member: CurrentTeam, transport: Owned) {
    return this.operate(user, member, transport)
  }

  /**
   * Record the proof of pickup or delivery (photos, checklist, signature):
   * the carrier's office or the assigned driver (`operate`; the state machine
   * and the proof's rules say when).
   */
  recordProof(user: User, member: CurrentTeam, transport: Owned) {
    return this.operate(user, member, transport)
  }

  /**
   * Add a note to a submitted proof: the dealer team (not drivers), the
   * carrier's office or its assigned driver (`operate`), staff operators.
   */
  annotateProof(user: User, member: CurrentTeam, transport: Owned) {
    if (member.team.kind === 'staff') return STAFF_OPERATORS.includes(member.role)
    if (member.team.kind === 'dealer')
      return transport.teamId === member.team.id && member.role !== 'driver'
    return this.operate(user, member, transport)
  }
}
