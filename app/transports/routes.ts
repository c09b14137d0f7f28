/*
| Routes of the transports capability: dealer pages, admin pages, the public
| tracking page (and its realtime channel authorization).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import './channels.js'

const DealerTransportsController = () =>
  import('#transports/controllers/dealer_transports_controller')
const AdminTransportsController = () =>
  import('#transports/controllers/admin_transports_controller')
const TrackingController = () => import('#transports/controllers/tracking_controller')
const CalendarController = () => import('#transports/controllers/calendar_controller')

router
  .group(() => {
    router.get('/transports', [DealerTransportsController, 'index']).as('index')
    router.get('/transports/:id', [DealerTransportsController, 'show']).as('show')
    router.get('/transports/:id/edit', [DealerTransportsController, 'edit']).as('edit')
    router.put('/transports/:id', [DealerTransportsController, 'update']).as('update')
    router.get('/calendar', [CalendarController, 'dealer']).as('calendar')
  })
  .prefix('/dealer')
  .as('dealer.transports')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .group(() => {
    router.get('/transports', [AdminTransportsController, 'index']).as('index')
    router.get('/transports/:id', [AdminTransportsController, 'show']).as('show')
    router.post('/transports/:id/assign', [AdminTransportsController, 'assign']).as('assign')
    router
      .post('/transports/:id/transition', [AdminTransportsController, 'transition'])
      .as('transition')
    router.get('/calendar', [CalendarController, 'admin']).as('calendar')
  })
  .prefix('/admin')
  .as('admin.transports')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

router.get('/tracking/:token', [TrackingController, 'show']).as('tracking.show')
