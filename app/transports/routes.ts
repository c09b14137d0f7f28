/*
| Routes of the transports capability: dealer pages, admin pages, the public
| tracking page (and its realtime channel authorization), and the JSON API
| (/api/v1/transports, bearer tokens with the read ability).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { requireAbility } from '#api/middleware/require_ability'
import './channels.js'

const DealerTransportsController = () =>
  import('#transports/controllers/dealer_transports_controller')
const DealerTransportEditsController = () =>
  import('#transports/controllers/dealer_transport_edits_controller')
const DealerCalendarController = () => import('#transports/controllers/dealer_calendar_controller')
const TransportCancellationsController = () =>
  import('#transports/controllers/transport_cancellations_controller')
const AdminTransportsController = () =>
  import('#transports/controllers/admin_transports_controller')
const TransportAssignmentsController = () =>
  import('#transports/controllers/transport_assignments_controller')
const TransportTransitionsController = () =>
  import('#transports/controllers/transport_transitions_controller')
const DisputesController = () => import('#transports/controllers/disputes_controller')
const DryRunsController = () => import('#transports/controllers/dry_runs_controller')
const AdminCalendarController = () => import('#transports/controllers/admin_calendar_controller')
const TrackingController = () => import('#transports/controllers/tracking_controller')
const TransporterTransportsController = () =>
  import('#transports/controllers/transporter_transports_controller')
const TransportPositionsController = () =>
  import('#transports/controllers/transport_positions_controller')
const ApiTransportsController = () => import('#transports/controllers/api_transports_controller')
const TransporterExecutionController = () =>
  import('#transports/controllers/transporter_execution_controller')

router
  .group(() => {
    router.get('/transports', [DealerTransportsController, 'index']).as('index')
    router.get('/transports/:id', [DealerTransportsController, 'show']).as('show')
    router.get('/transports/:id/edit', [DealerTransportEditsController, 'edit']).as('edit')
    router.put('/transports/:id', [DealerTransportEditsController, 'update']).as('update')
    router.post('/transports/:id/dispute', [DisputesController, 'store']).as('dispute')
    router.post('/transports/:id/cancel', [TransportCancellationsController, 'store']).as('cancel')
    router
      .get('/transports/:id/dispute/photos/:photoId', [DisputesController, 'photo'])
      .as('dispute_photo')
    router
      .get('/transports/:id/dry-runs/:dryRunId/photo', [DryRunsController, 'photo'])
      .as('dry_run_photo')
    router.get('/calendar', [DealerCalendarController, 'show']).as('calendar')
  })
  .prefix('/dealer')
  .as('dealer.transports')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .group(() => {
    router.get('/transports', [AdminTransportsController, 'index']).as('index')
    router.get('/transports/:id', [AdminTransportsController, 'show']).as('show')
    router.post('/transports/:id/assign', [TransportAssignmentsController, 'store']).as('assign')
    router
      .post('/transports/:id/transition', [TransportTransitionsController, 'store'])
      .as('transition')
    router.post('/transports/:id/dispute', [DisputesController, 'store']).as('dispute')
    router
      .get('/transports/:id/dispute/photos/:photoId', [DisputesController, 'photo'])
      .as('dispute_photo')
    router
      .post('/transports/:id/dispute/resolve', [DisputesController, 'resolve'])
      .as('resolve_dispute')
    router
      .get('/transports/:id/dry-runs/:dryRunId/photo', [DryRunsController, 'photo'])
      .as('dry_run_photo')
    router.get('/calendar', [AdminCalendarController, 'show']).as('calendar')
  })
  .prefix('/admin')
  .as('admin.transports')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

router
  .group(() => {
    router.get('/transports', [TransporterTransportsController, 'index']).as('index')
    router.get('/transports/:id', [TransporterTransportsController, 'show']).as('show')
    router.post('/transports/:id/driver', [TransporterExecutionController, 'driver']).as('driver')
    router
      .get('/transports/:id/schedule', [TransporterExecutionController, 'scheduleForm'])
      .as('schedule')
    router
      .post('/transports/:id/schedule', [TransporterExecutionController, 'schedule'])
      .as('schedule_store')
    router
      .post('/transports/:id/transit', [TransporterExecutionController, 'startTransit'])
      .as('start_transit')
    router
      .post('/transports/:id/positions', [TransportPositionsController, 'store'])
      .as('positions')
    router
      .get('/transports/:id/dispute/photos/:photoId', [DisputesController, 'photo'])
      .as('dispute_photo')
    router.post('/transports/:id/dry-runs', [DryRunsController, 'store']).as('dry_run')
    router
      .get('/transports/:id/dry-runs/:dryRunId/photo', [DryRunsController, 'photo'])
      .as('dry_run_photo')
  })
  .prefix('/transporter')
  .as('transporter.transports')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])

router.get('/tracking/:token', [TrackingController, 'show']).as('tracking.show')

router
  .group(() => {
    router.get('/transports', [ApiTransportsController, 'index']).as('index')
    router.get('/transports/:id', [ApiTransportsController, 'show']).as('show')
  })
  .prefix('/api/v1')
  .as('api.v1.transports')
  .use([middleware.apiAuth(), requireAbility('read')])
