/*
| Routes of the requests capability: the dealer's transport requests (list,
| form with live quote, show, cancel) and the staff pages (list, show, manual
| quote). A request of another team answers 404.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DealerRequestsController = () => import('#requests/controllers/dealer_requests_controller')
const AdminRequestsController = () => import('#requests/controllers/admin_requests_controller')
const RequestAttachmentsController = () =>
  import('#requests/controllers/request_attachments_controller')

router
  .group(() => {
    router.get('/requests', [DealerRequestsController, 'index']).as('index')
    router.get('/requests/create', [DealerRequestsController, 'create']).as('create')
    router.post('/requests', [DealerRequestsController, 'store']).as('store')
    router.post('/requests/estimate', [DealerRequestsController, 'estimate']).as('estimate')
    router.get('/requests/:id', [DealerRequestsController, 'show']).as('show')
    router.get('/requests/:id/edit', [DealerRequestsController, 'edit']).as('edit')
    router.put('/requests/:id', [DealerRequestsController, 'update']).as('update')
    router.post('/requests/:id/cancel', [DealerRequestsController, 'cancel']).as('cancel')
    router
      .post('/requests/:id/attachments', [RequestAttachmentsController, 'store'])
      .as('attachments.store')
    router
      .get('/requests/:id/attachments/:attachmentId', [RequestAttachmentsController, 'download'])
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
    router.get('/requests/:id', [AdminRequestsController, 'show']).as('show')
    router.post('/requests/:id/quotes', [AdminRequestsController, 'quote']).as('quote')
    router
      .get('/requests/:id/attachments/:attachmentId', [
        RequestAttachmentsController,
        'adminDownload',
      ])
      .as('attachments.download')
  })
  .prefix('/admin')
  .as('admin.requests')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
