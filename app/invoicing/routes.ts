/*
| Routes of the invoicing capability (issue 12): the dealer's Payments →
| Fatture tab, Admin → Fatture, and each document's PDF and FatturaPA XML in
| both areas. Carriers have no invoice route.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DealerInvoicesController = () => import('#invoicing/controllers/dealer_invoices_controller')
const AdminInvoicesController = () => import('#invoicing/controllers/admin_invoices_controller')
const InvoiceFilesController = () => import('#invoicing/controllers/invoice_files_controller')

router
  .group(() => {
    router.get('/payments/invoices', [DealerInvoicesController, 'index']).as('index')
    router.get('/payments/invoices/:id/pdf', [InvoiceFilesController, 'pdf']).as('pdf')
    router.get('/payments/invoices/:id/xml', [InvoiceFilesController, 'xml']).as('xml')
  })
  .prefix('/dealer')
  .as('dealer.invoices')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .group(() => {
    router.get('/invoices', [AdminInvoicesController, 'index']).as('index')
    router.get('/invoices/:id/pdf', [InvoiceFilesController, 'pdf']).as('pdf')
    router.get('/invoices/:id/xml', [InvoiceFilesController, 'xml']).as('xml')
  })
  .prefix('/admin')
  .as('admin.invoices')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
