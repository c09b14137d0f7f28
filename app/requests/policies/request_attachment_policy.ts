import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import type TransportRequest from '#requests/models/transport_request'
import { ownsRequest } from '#requests/policies/transport_request_policy'

/**
 * The documents of a request: its dealer team adds and removes them (while
 * the request's state allows it: canChangeAttachments), the team and staff
 * download them.
 */
export default class RequestAttachmentPolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam, request: TransportRequest) {
    return member.team.kind === 'staff' || ownsRequest(member, request)
  }

  upload(_user: User, member: CurrentTeam, request: TransportRequest) {
    return ownsRequest(member, request)
  }

  delete(_user: User, member: CurrentTeam, request: TransportRequest) {
    return ownsRequest(member, request)
  }
}
