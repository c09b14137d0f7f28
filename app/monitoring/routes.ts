/*
| Routes of monitoring: Admin → Analytics → Monitoring (read only). The page
| sits among the analytics pages' URLs but lives in this capability.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import './channels.js'

const AdminMonitoringController = () =>
  import('#monitoring/controllers/admin_monitoring_controller')

router
  .get('/admin/analytics/monitoring', [AdminMonitoringController, 'show'])
  .as('admin.analytics.monitoring')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
