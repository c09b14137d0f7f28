import type { HttpContext } from '@adonisjs/core/http'
import { adminDashboard } from '#dashboards/queries/admin_dashboard'
import { STAFF_FEED_CHANNEL } from '#monitoring/domain/feed'
import PlatformOverviewTransformer from '#dashboards/transformers/platform_overview_transformer'
import PlatformActivityTransformer from '#dashboards/transformers/platform_activity_transformer'
import PlatformTrendTransformer from '#dashboards/transformers/platform_trend_transformer'
import FeedItemTransformer from '#dashboards/transformers/feed_item_transformer'

/** Staff: the platform's KPIs, the last 30 days' charts and the live feed. */
export default class AdminDashboardController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    await ctx.bouncer.with('OrderPolicy').authorize('viewAny', ctx.currentTeam)
    const { overview, activity, trend, feed } = await adminDashboard()
    return ctx.inertia.render('admin/dashboard', {
      overview: PlatformOverviewTransformer.transform(overview),
      activity: PlatformActivityTransformer.transform(activity),
      trend: PlatformTrendTransformer.transform({ days: trend }),
      feed: FeedItemTransformer.transform(feed),
      feedChannel: STAFF_FEED_CHANNEL,
    })
  }
}
