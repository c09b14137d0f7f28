/*
| Routes of the payouts capability (issue 12): Settings → Billing of the
| current team (a carrier's payout bank account; a dealer's invoicing data
| are the team's company data, saved by the teams' company form), the
| staff's payout batches and the carrier's Payments (jobs, payouts).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BillingSettingsController = () => import('#payouts/controllers/billing_settings_controller')
const AdminPayoutBatchesController = () =>
  import('#payouts/controllers/admin_payout_batches_controller')
const PayoutBatchStepsController = () =>
  import('#payouts/controllers/payout_batch_steps_controller')
const CarrierPaymentsController = () => import('#payouts/controllers/carrier_payments_controller')
const PayoutRequestsController = () => import('#payouts/controllers/payout_requests_controller')

router
  .group(() => {
    router.get('/settings/billing', [BillingSettingsController, 'show']).as('settings.billing')
    router
      .put('/settings/billing/account', [BillingSettingsController, 'update'])
      .as('settings.billing.account.update')
  })
  .use([middleware.auth(), middleware.verified()])

router
  .group(() => {
    router.get('/payouts', [AdminPayoutBatchesController, 'index']).as('index')
    router.post('/payouts', [AdminPayoutBatchesController, 'store']).as('store')
    router.get('/payouts/:id', [AdminPayoutBatchesController, 'show']).as('show')
    router.post('/payouts/:id/approve', [PayoutBatchStepsController, 'approve']).as('approve')
    router.post('/payouts/:id/pay', [PayoutBatchStepsController, 'pay']).as('pay')
    router.get('/payouts/:id/sepa', [PayoutBatchStepsController, 'sepa']).as('sepa')
  })
  .prefix('/admin')
  .as('admin.payouts')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

router
  .group(() => {
    router.get('/payments', [CarrierPaymentsController, 'index']).as('index')
    router.get('/payments/payouts', [CarrierPaymentsController, 'payouts']).as('payouts')
    router.get('/payments/payouts/:id/csv', [CarrierPaymentsController, 'csv']).as('payout_csv')
    router.post('/payments/payout-requests', [PayoutRequestsController, 'store']).as('request')
  })
  .prefix('/transporter')
  .as('transporter.payments')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])
