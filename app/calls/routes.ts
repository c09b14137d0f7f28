/*
| Routes of booked calls: the transporter area's calls (list, booking,
| cancellation), the staff's cancellation (the calls show in the admin
| calendar, app/transports) and Admin → Settings → Calls.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const TransporterCallsController = () => import('#calls/controllers/transporter_calls_controller')
const CallBookingsController = () => import('#calls/controllers/call_bookings_controller')
const CallCancellationsController = () => import('#calls/controllers/call_cancellations_controller')
const CallSettingsController = () => import('#calls/controllers/call_settings_controller')

router
  .group(() => {
    router.get('/calls', [TransporterCallsController, 'index']).as('index')
    router.get('/calls/new', [TransporterCallsController, 'create']).as('create')
    router.post('/calls', [CallBookingsController, 'store']).as('store')
    router.delete('/calls/:id', [CallCancellationsController, 'transporter']).as('cancel')
  })
  .prefix('/transporter')
  .as('transporter.calls')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])

router
  .group(() => {
    router.delete('/calls/:id', [CallCancellationsController, 'staff']).as('calls.cancel')
    router.get('/settings/calls', [CallSettingsController, 'show']).as('settings.calls')
    router.put('/settings/calls', [CallSettingsController, 'update']).as('settings.calls.update')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
