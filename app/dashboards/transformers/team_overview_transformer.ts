import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TeamOverview } from '#dashboards/queries/team_overview'

/** A dealer's or carrier's set-up on its dashboard: members, invitations, addresses, closing days. */
export default class TeamOverviewTransformer extends BaseTransformer<TeamOverview> {
  toObject() {
    return {
      ...this.pick(this.resource, ['members', 'pendingInvitations', 'addresses']),
      upcomingClosingDays: this.resource.upcomingClosingDays.map((day) => ({
        id: day.id,
        startsOn: day.startsOn,
        endsOn: day.endsOn,
        reason: day.reason,
        global: day.teamId === null,
      })),
    }
  }
}
