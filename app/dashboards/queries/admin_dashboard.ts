import { figuresSideBySide } from '#core/database/composed_sql'
import {
  latestUsers,
  overviewSections,
  platformOverview,
} from '#dashboards/queries/platform_overview'
import { activitySections, platformActivity } from '#dashboards/queries/platform_activity'
import { platformFigures } from '#dashboards/queries/platform_trend'
import { liveFeed } from '#monitoring/queries/live_feed'
import { nowInRome } from '#shared/time_zone'

/**
 * Everything the admin dashboard shows, read in parallel: the counts side by
 * side in one statement, the latest sign-ups, the requests, orders and
 * revenue by day (two statements: the charts and the KPIs of today and this
 * month) and the live feed (one): five queries whatever the volume.
 */
export async function adminDashboard() {
  const now = nowInRome()
  const [figures, recentUsers, days, feed] = await Promise.all([
    figuresSideBySide({ ...overviewSections(now), ...activitySections(now) }),
    latestUsers(),
    platformFigures(now),
    liveFeed(),
  ])
  return {
    overview: platformOverview(figures, recentUsers),
    activity: platformActivity(figures, days, now),
    trend: days.trend,
    feed,
  }
}
