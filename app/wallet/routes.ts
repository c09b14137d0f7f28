/*
| Routes of the wallet capability: the dealer's wallet page (Payments) and
| the staff's wallets, ledgers and manual adjustments; top-ups by card and
| Stripe's webhook (signed, outside sessions and CSRF).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DealerWalletController = () => import('#wallet/controllers/dealer_wallet_controller')
const CardTopUpsController = () => import('#wallet/controllers/card_top_ups_controller')
const StripeWebhookController = () => import('#wallet/controllers/stripe_webhook_controller')
const DealerStatementsController = () => import('#wallet/controllers/dealer_statements_controller')
const CarrierStatementsController = () =>
  import('#wallet/controllers/carrier_statements_controller')
const AdminWalletsController = () => import('#wallet/controllers/admin_wallets_controller')
const AdminMoneyController = () => import('#wallet/controllers/admin_money_controller')
const AdminWalletController = () => import('#wallet/controllers/admin_wallet_controller')
const WalletAdjustmentsController = () =>
  import('#wallet/controllers/wallet_adjustments_controller')

router
  .group(() => {
    router.get('/wallet', [DealerWalletController, 'show']).as('wallet')
    router.post('/wallet/card', [CardTopUpsController, 'store']).as('wallet.card')
    router.get('/reports', [DealerStatementsController, 'index']).as('reports')
    router.get('/reports/statement', [DealerStatementsController, 'download']).as('statement')
  })
  .prefix('/dealer/payments')
  .as('dealer.payments')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .group(() => {
    router.get('/money', [AdminMoneyController, 'index']).as('money.index')
    router.get('/wallet', [AdminWalletsController, 'index']).as('wallet.index')
    router.get('/wallet/:teamId', [AdminWalletController, 'show']).as('wallet.show')
    router
      .post('/wallet/:teamId/adjustments', [WalletAdjustmentsController, 'store'])
      .as('wallet.adjust')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

/* A carrier's earnings statements (the payable account), beside its Payments pages. */
router
  .group(() => {
    router.get('/reports', [CarrierStatementsController, 'index']).as('reports')
    router.get('/reports/statement', [CarrierStatementsController, 'download']).as('statement')
  })
  .prefix('/transporter/payments')
  .as('transporter.payments')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])

/* Stripe's events: authenticated by their signature (config/shield.ts exempts /webhooks/ from CSRF). */
router.post('/webhooks/stripe', [StripeWebhookController, 'handle']).as('webhooks.stripe')
