/*
| Routes of the requests capability: the dealer's transport requests (list,
| form with live quote, show, cancel, documents), the staff pages (list,
| show, manual quote) and the JSON API (/api/v1/transport-requests). A
| request of another team answers 404.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { requireAbility } from '#api/middleware/require_ability'

const DealerRequestsController = () => import('#requests/controllers/dealer_requests_controller')
const DealerRequestController = () => import('#requests/controllers/dealer_request_controller')
const DealerRequestFormsController = () =>
  import('#requests/controllers/dealer_request_forms_controller')
const DealerRequestSavesController = () =>
  import('#requests/controllers/dealer_request_saves_controller')
const RequestCancellationsController = () =>
  import('#requests/controllers/request_cancellations_controller')
const RequestEstimatesController = () =>
  import('#requests/controllers/request_estimates_controller')
const RequestAttachmentsController = () =>
  import('#requests/controllers/request_attachments_controller')
const AttachmentDownloadsController = () =>
  import('#requests/controllers/attachment_downloads_controller')
const AdminRequestsController = () => import('#requests/controllers/admin_requests_controller')
const AdminRequestController = () => import('#requests/controllers/admin_request_controller')
const ManualQuotesController = () => import('#requests/controllers/manual_quotes_controller')
const ApiTransportRequestsController = () =>
  import('#requests/controllers/api_transport_requests_controller')

router
  .group(() => {
    router.get('/requests', [DealerRequestsController, 'index']).as('index')
    router.get('/requests/create', [DealerRequestFormsController, 'create']).as('create')
    router.post('/requests', [DealerRequestSavesController, 'store']).as('store')
    router.post('/requests/estimate', [RequestEstimatesController, 'store']).as('estimate')
    router.get('/requests/:id', [DealerRequestController, 'show']).as('show')
    router.get('/requests/:id/edit', [DealerRequestFormsController, 'edit']).as('edit')
    router.put('/requests/:id', [DealerRequestSavesController, 'update']).as('update')
    router.post('/requests/:id/cancel', [RequestCancellationsController, 'store']).as('cancel')
    router
      .post('/requests/:id/attachments', [RequestAttachmentsController, 'store'])
      .as('attachments.store')
    router
      .get('/requests/:id/attachments/:attachmentId', [AttachmentDownloadsController, 'show'])
      .as('attachments.download')
    router
      .delete('/requests/:id/attachments/:attachmentId', [RequestAttachmentsController, 'destroy'])
      .as('attachments.destroy')
  })
  .prefix('/dealer')
  .as('dealer.requests')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .group(() => {
    router.get('/requests', [AdminRequestsController, 'index']).as('index')
    router.get('/requests/:id', [AdminRequestController, 'show']).as('show')
    router.post('/requests/:id/quotes', [ManualQuotesController, 'store']).as('quote')
    router
      .get('/requests/:id/attachments/:attachmentId', [AttachmentDownloadsController, 'adminShow'])
      .as('attachments.download')
  })
  .prefix('/admin')
  .as('admin.requests')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

/*
| The JSON API for dealers' own systems: bearer tokens with abilities; the
| token user's current team must be a dealer team (else 404, like the area).
*/
router
  .group(() => {
    router
      .get('/transport-requests', [ApiTransportRequestsController, 'index'])
      .use(requireAbility('read'))
      .as('index')
    router
      .post('/transport-requests', [ApiTransportRequestsController, 'store'])
      .use(requireAbility('create'))
      .as('store')
    router
      .get('/transport-requests/:id', [ApiTransportRequestsController, 'show'])
      .use(requireAbility('read'))
      .as('show')
  })
  .prefix('/api/v1')
  .as('api.v1.transport_requests')
  .use([middleware.apiAuth(), middleware.area({ area: 'dealer' })])
