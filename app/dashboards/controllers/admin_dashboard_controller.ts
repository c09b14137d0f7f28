import type { HttpContext } from '@adonisjs/core/http'
import { platformOverview } from '#dashboards/queries/platform_overview'
import { platformActivity } from '#dashboards/queries/platform_activity'
import PlatformOverviewTransformer from '#dashboards/transformers/platform_overview_transformer'
import PlatformActivityTransformer from '#dashboards/transformers/platform_activity_transformer'

/** Staff: the platform's KPIs (every transport and order, through their policies). */
export default class AdminDashboardController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    await ctx.bouncer.with('OrderPolicy').authorize('viewAny', ctx.currentTeam)
    const [overview, activity] = await Promise.all([platformOverview(), platformActivity()])
    return ctx.inertia.render('admin/dashboard', {
      overview: PlatformOverviewTransformer.transform(overview),
      activity: PlatformActivityTransformer.transform(activity),
    })
  }
}
