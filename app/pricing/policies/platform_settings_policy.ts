import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { configuresPlatform, readsPlatform } from '#pricing/policies/platform_access'

/** Settings → General: the versioned pricing parameters, commission, VAT and company data. */
export default class PlatformSettingsPolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam) {
    return readsPlatform(member)
  }

  update(_user: User, member: CurrentTeam) {
    return configuresPlatform(member)
  }
}
