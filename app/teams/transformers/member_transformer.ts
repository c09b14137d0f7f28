import { BaseTransformer } from '@adonisjs/core/transformers'
import type TeamMember from '#teams/models/team_member'

/**
 * A member of the team (the user preloaded) on the members tab.
 * `manageable`: the ids of the members the viewer may change or remove
 * (TeamPolicy.manageMember), computed by the controller.
 */
export default class MemberTransformer extends BaseTransformer<TeamMember> {
  constructor(
    resource: TeamMember,
    protected manageable: ReadonlySet<number> = new Set()
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'userId', 'role']),
      fullName: this.resource.user.fullName,
      email: this.resource.user.email,
      joinedAt: this.resource.createdAt.toISO(),
      manageable: this.manageable.has(this.resource.id),
    }
  }
}
