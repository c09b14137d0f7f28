import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { configuresPlatform, readsPlatform } from '#pricing/policies/platform_access'

/** Settings → Closing days: platform-wide closings (no pickup or delivery anywhere). */
export default class GlobalClosingDayPolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam) {
    return readsPlatform(member)
  }

  manage(_user: User, member: CurrentTeam) {
    return configuresPlatform(member)
  }
}
