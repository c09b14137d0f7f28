import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { TeamRole } from '#teams/domain/team_roles'
import { configuresPlatform, readsPlatform } from '#pricing/policies/platform_access'

/** Staff who handle calls: every role of a staff team. */
const STAFF_OPERATORS: readonly TeamRole[] = ['owner', 'admin', 'member']

const isCarrierOffice = (member: CurrentTeam) =>
  member.team.kind === 'transporter' && member.role !== 'driver'

const isStaffOperator = (member: CurrentTeam) =>
  member.team.kind === 'staff' && STAFF_OPERATORS.includes(member.role)

/**
 * Who acts on booked calls. Whether the TEAM may book (verified, not too
 * many upcoming calls) and whether a CALL may still be cancelled are the
 * domain's answers (app/calls/domain/call_rules.ts). A call of another team
 * is a 404 before these run (queries scoped to the team).
 */
export default class CallPolicy extends BasePolicy {
  /** The team's calls: the carrier's office (owners, admins, members), not its drivers. */
  viewTeamCalls(_user: User, member: CurrentTeam) {
    return isCarrierOffice(member)
  }

  /** Booking takes staff's time for the team: the carrier's office, never drivers. */
  book(_user: User, member: CurrentTeam) {
    if (isCarrierOffice(member)) return true
    return AuthorizationResponse.deny('Forbidden', 403).t('calls.errors.not_allowed')
  }

  /** A carrier's office cancels its own team's calls; staff cancel any. */
  cancel(_user: User, member: CurrentTeam, call: { teamId: number }) {
    if (isStaffOperator(member)) return true
    if (isCarrierOffice(member) && call.teamId === member.team.id) return true
    return AuthorizationResponse.deny('Forbidden', 403).t('calls.errors.not_allowed')
  }

  /** Every team's calls (the admin calendar) and cancelling any of them. */
  manageAll(_user: User, member: CurrentTeam) {
    return isStaffOperator(member)
  }

  /** Settings → Calls: every staff member reads them, owners and admins change them. */
  viewSettings(_user: User, member: CurrentTeam) {
    return readsPlatform(member)
  }

  configure(_user: User, member: CurrentTeam) {
    return configuresPlatform(member)
  }
}
