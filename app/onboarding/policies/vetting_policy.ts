import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

const isStaff = (member: CurrentTeam) => member.team.kind === 'staff'
const isCarrierOffice = (member: CurrentTeam) =>
  member.team.kind === 'transporter' && member.role !== 'driver'

/**
 * Who acts in vetting. Applications are reviewed by staff (every role of a
 * staff team); a carrier's documents are seen by its office (never its
 * drivers) and added by its owners and admins; staff review them. Whether an
 * application or a document may still be decided is the domain's answer.
 * Another team's document is a 404 before these run (scoped queries).
 */
export default class VettingPolicy extends BasePolicy {
  /** Admin → Onboarding and Admin → Documents: the list, the review, the decisions. */
  review(_user: User, member: CurrentTeam) {
    return isStaff(member)
      ? true
      : AuthorizationResponse.deny('Forbidden', 403).t('onboarding.errors.forbidden')
  }

  /** The carrier's documents page. */
  viewDocuments(_user: User, member: CurrentTeam) {
    return isCarrierOffice(member)
  }

  /** A new policy or document: the carrier's owners and admins. */
  upload(_user: User, member: CurrentTeam) {
    return member.team.kind === 'transporter' && canManageTeam(member.role)
      ? true
      : AuthorizationResponse.deny('Forbidden', 403).t('onboarding.errors.forbidden')
  }

  /** A document's file: its team's office, or staff. */
  download(_user: User, member: CurrentTeam, document: { teamId: number }) {
    if (isStaff(member)) return true
    return isCarrierOffice(member) && document.teamId === member.team.id
  }
}
