import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import type { CurrentTeam } from '#teams/queries/current_team'
import MembershipTransformer from '#teams/transformers/membership_transformer'
import TeamTransformer from '#teams/transformers/team_transformer'
import UserTransformer from '#identity/transformers/user_transformer'

export type SignedIn = {
  user: User
  /** The current team and the user's role in it (none: the user has no team yet). */
  current: CurrentTeam | null
  /** The user's teams, with `member_role` (teamsOf). */
  teams: Team[]
  /** A changelog entry newer than the last one the user opened exists (the "what's new" dot). */
  whatsNew: boolean
}

/**
 * What every page knows about the signed-in user (shared props `auth`):
 * the user, their current team with role and area, their teams for the
 * switcher and the realtime channels they may subscribe to.
 */
export default class AuthTransformer extends BaseTransformer<SignedIn> {
  toObject() {
    const { user, current, teams, whatsNew } = this.resource
    return {
      user: UserTransformer.transform(user),
      currentTeam: current ? MembershipTransformer.transform(current) : null,
      teams: TeamTransformer.transform(teams).useVariant('forSwitcher'),
      whatsNew,
      channels: {
        user: `users/${user.id}`,
        team: current ? `teams/${current.team.id}` : null,
      },
    }
  }
}
