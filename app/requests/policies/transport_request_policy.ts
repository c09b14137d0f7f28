import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import type TransportRequest from '#requests/models/transport_request'

const isDealer = (member: CurrentTeam) => member.team.kind === 'dealer'
const isStaff = (member: CurrentTeam) => member.team.kind === 'staff'

/** A dealer team's own request (every member of the team: dealer teams have no drivers). */
export function ownsRequest(member: CurrentTeam, request: Pick<TransportRequest, 'teamId'>) {
  return isDealer(member) && request.teamId === member.team.id
}

/**
 * Who may see and change transport requests. Whether the request's state
 * allows a change (edit a draft, cancel before the order) is the domain's
 * answer (request_rules.ts), asked next to this one.
 */
export default class TransportRequestPolicy extends BasePolicy {
  /** The team's own requests (pages and API). */
  viewOwn(_user: User, member: CurrentTeam) {
    return isDealer(member)
  }

  /** Every team's requests: staff. */
  viewAny(_user: User, member: CurrentTeam) {
    return isStaff(member)
  }

  view(_user: User, member: CurrentTeam, request: TransportRequest) {
    return isStaff(member) || ownsRequest(member, request)
  }

  create(_user: User, member: CurrentTeam) {
    return isDealer(member)
  }

  update(_user: User, member: CurrentTeam, request: TransportRequest) {
    return ownsRequest(member, request)
  }

  cancel(_user: User, member: CurrentTeam, request: TransportRequest) {
    return ownsRequest(member, request)
  }
}
