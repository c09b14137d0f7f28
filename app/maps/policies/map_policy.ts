import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** The staff maps (overview, logistics, requests, transporters): staff only, never a driver. */
export default class MapPolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff' && member.role !== 'driver'
  }
}
