import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlatformOverview } from '#dashboards/queries/platform_overview'

/** The staff dashboard's platform figures: teams, users, carriers to verify, the latest sign-ups. */
export default class PlatformOverviewTransformer extends BaseTransformer<PlatformOverview> {
  toObject() {
    return {
      ...this.pick(this.resource, ['teams', 'users', 'pendingTransporters']),
      recentUsers: this.resource.recentUsers.map((user) => ({
        id: user.id,
        fullName: user.fullName,
        email: user.email,
        createdAt: user.createdAt.toISO()!,
      })),
    }
  }
}
