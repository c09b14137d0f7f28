import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminDashboardController = () => import('#dashboards/controllers/admin_dashboard_controller')
const DealerDashboardController = () =>
  import('#dashboards/controllers/dealer_dashboard_controller')
const TransporterDashboardController = () =>
  import('#dashboards/controllers/transporter_dashboard_controller')

router
  .get('/admin', [AdminDashboardController, 'show'])
  .as('admin.dashboard')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

router
  .get('/dealer', [DealerDashboardController, 'show'])
  .as('dealer.dashboard')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .get('/transporter', [TransporterDashboardController, 'show'])
  .as('transporter.dashboard')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])
