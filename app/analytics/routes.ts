/*
| Routes of Admin → Analytics: five pages (dealers, transporters, routes,
| prices, teams), each with the CSV export of its tables.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { ANALYTICS_KINDS } from '#analytics/domain/filters'

const AdminAnalyticsController = () => import('#analytics/controllers/admin_analytics_controller')

const staff = [middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })]

for (const kind of ANALYTICS_KINDS) {
  router
    .get(`/admin/analytics/${kind}`, [AdminAnalyticsController, kind])
    .as(`admin.analytics.${kind}`)
    .use(staff)
  router
    .get(`/admin/analytics/${kind}/export`, [AdminAnalyticsController, 'export'])
    .as(`admin.analytics.${kind}.export`)
    .use(staff)
}
