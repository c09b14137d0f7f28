import { platformOverview } from '#dashboards/queries/platform_overview'
import { platformActivity } from '#dashboards/queries/platform_activity'
import { platformTrend } from '#dashboards/queries/platform_trend'
import { liveFeed } from '#monitoring/queries/live_feed'

/** Everything the admin dashboard shows, read in parallel. */
export async function adminDashboard() {
  const [overview, activity, trend, feed] = await Promise.all([
    platformOverview(),
    platformActivity(),
    platformTrend(),
    liveFeed(),
  ])
  return { overview, activity, trend, feed }
}
