import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** Quotes: automatic ones come with a submitted request; a manual quote is set by staff. */
export default class QuotePolicy extends BasePolicy {
  createManual(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }
}
