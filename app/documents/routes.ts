/*
| Routes of the documents capability (issue 11): a transport's documents
| (CMR, sealed proofs) downloaded from its page in each area, and
| Admin → Documents → Documenti dei trasporti.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const TransportDocumentsController = () =>
  import('#documents/controllers/transport_documents_controller')
const AdminTransportDocumentsController = () =>
  import('#documents/controllers/admin_transport_documents_controller')

for (const area of ['dealer', 'transporter', 'admin'] as const) {
  router
    .group(() => {
      router
        .get('/transports/:id/documents/:documentId', [TransportDocumentsController, 'show'])
        .as('show')
      router.get('/transports/:id/cmr', [TransportDocumentsController, 'cmr']).as('cmr')
    })
    .prefix(`/${area}`)
    .as(`${area}.transport_documents`)
    .use([middleware.auth(), middleware.verified(), middleware.area({ area })])
}

router
  .get('/admin/documents/transports', [AdminTransportDocumentsController, 'index'])
  .as('admin.transport_documents.index')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
