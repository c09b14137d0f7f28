/*
| Routes of the payouts capability (issue 12): Settings → Billing of the
| current team (a carrier's payout bank account; a dealer's invoicing data
| are the team's company data, saved by the teams' company form).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BillingSettingsController = () => import('#payouts/controllers/billing_settings_controller')

router
  .group(() => {
    router.get('/settings/billing', [BillingSettingsController, 'show']).as('settings.billing')
    router
      .put('/settings/billing/account', [BillingSettingsController, 'update'])
      .as('settings.billing.account.update')
  })
  .use([middleware.auth(), middleware.verified()])
