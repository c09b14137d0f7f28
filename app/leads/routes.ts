/*
| Routes of leads: the public form and its thank-you page, and Admin → Leads.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const LeadFormController = () => import('#leads/controllers/lead_form_controller')
const AdminLeadsController = () => import('#leads/controllers/admin_leads_controller')

router.get('/contact', [LeadFormController, 'create']).as('leads.create')
router.post('/contact', [LeadFormController, 'store']).as('leads.store')
router.get('/contact/thank-you', [LeadFormController, 'thankYou']).as('leads.thank_you')

router
  .group(() => {
    router.get('/leads', [AdminLeadsController, 'index']).as('index')
    router.get('/leads/:id', [AdminLeadsController, 'show']).as('show')
    router.put('/leads/:id', [AdminLeadsController, 'update']).as('update')
    router.post('/leads/:id/convert', [AdminLeadsController, 'convert']).as('convert')
  })
  .prefix('/admin')
  .as('admin.leads')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
