import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { configuresPlatform, readsPlatform } from '#pricing/policies/platform_access'

/** Admin → Vehicles: categories (the coefficients pricing uses), makes and models. */
export default class VehicleCataloguePolicy extends BasePolicy {
  view(_user: User, member: CurrentTeam) {
    return readsPlatform(member)
  }

  manage(_user: User, member: CurrentTeam) {
    return configuresPlatform(member)
  }
}
