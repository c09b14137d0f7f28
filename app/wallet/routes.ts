/*
| Routes of the wallet capability: the dealer's wallet page (Payments) and
| the staff's wallets, ledgers and manual adjustments.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DealerWalletController = () => import('#wallet/controllers/dealer_wallet_controller')
const AdminWalletController = () => import('#wallet/controllers/admin_wallet_controller')

const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }

router
  .get('/dealer/payments/wallet', [DealerWalletController, 'show'])
  .as('dealer.payments.wallet')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .group(() => {
    router.get('/wallet', [AdminWalletController, 'index']).as('wallet.index')
    router
      .get('/wallet/:teamId', [AdminWalletController, 'show'])
      .as('wallet.show')
      .where('teamId', id)
    router
      .post('/wallet/:teamId/adjustments', [AdminWalletController, 'adjust'])
      .as('wallet.adjust')
      .where('teamId', id)
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
