import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** The token's user and current team (null when they belong to no team). */
export type Me = { user: User; current: CurrentTeam | null }

/** GET /api/v1/me: who the token acts for, and in which team. */
export default class MeTransformer extends BaseTransformer<Me> {
  toObject() {
    const { user, current } = this.resource
    return {
      ...this.pick(user, ['id', 'fullName', 'email', 'locale']),
      currentTeam: current
        ? {
            id: current.team.id,
            name: current.team.name,
            kind: current.team.kind,
            role: current.role,
          }
        : null,
    }
  }
}
