import { BaseTransformer } from '@adonisjs/core/transformers'
import type Team from '#teams/models/team'

/** A team as other pages name it (headers, pickers): never its company or contact data. */
export default class TeamTransformer extends BaseTransformer<Team> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'kind', 'plan'])
  }
}
