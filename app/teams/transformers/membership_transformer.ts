import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CurrentTeam } from '#teams/queries/current_team'

/** A user's membership of a team: the team, their role in it and the area it lives in. */
export default class MembershipTransformer extends BaseTransformer<CurrentTeam> {
  toObject() {
    return {
      ...this.pick(this.resource.team, ['id', 'name', 'kind']),
      role: this.resource.role,
      area: this.resource.area,
    }
  }
}
