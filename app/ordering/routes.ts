/*
| Routes of the ordering capability: the dealer's cart, checkout, orders and
| the pro upgrade; the staff's order lists.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CartController = () => import('#ordering/controllers/cart_controller')
const CartItemsController = () => import('#ordering/controllers/cart_items_controller')
const CheckoutController = () => import('#ordering/controllers/checkout_controller')
const OrdersController = () => import('#ordering/controllers/orders_controller')
const OrderCancellationsController = () =>
  import('#ordering/controllers/order_cancellations_controller')
const OrderCardPaymentsController = () =>
  import('#ordering/controllers/order_card_payments_controller')
const AdminOrdersController = () => import('#ordering/controllers/admin_orders_controller')
const BankTransfersController = () => import('#ordering/controllers/bank_transfers_controller')
const ProUpgradeController = () => import('#ordering/controllers/pro_upgrade_controller')
const ProRenewalController = () => import('#ordering/controllers/pro_renewal_controller')

router
  .group(() => {
    router.get('/cart', [CartController, 'show']).as('cart.show')
    router.post('/cart/items', [CartItemsController, 'store']).as('cart.items.store')
    router.delete('/cart/items/:id', [CartItemsController, 'destroy']).as('cart.items.destroy')
    router.post('/cart/checkout', [CheckoutController, 'store']).as('cart.checkout')

    router.get('/orders', [OrdersController, 'index']).as('orders.index')
    router.get('/orders/:id', [OrdersController, 'show']).as('orders.show')
    router.post('/orders/:id/cancel', [OrderCancellationsController, 'store']).as('orders.cancel')
    router.post('/orders/:id/card', [OrderCardPaymentsController, 'store']).as('orders.card')

    router
      .post('/suppliers/pro/upgrade', [ProUpgradeController, 'store'])
      .as('suppliers.pro.upgrade')
    router
      .post('/suppliers/pro/renewal', [ProRenewalController, 'store'])
      .as('suppliers.pro.renewal')
  })
  .prefix('/dealer')
  .as('dealer')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .group(() => {
    router.get('/orders', [AdminOrdersController, 'index']).as('orders.index')
    router.get('/orders/:id', [AdminOrdersController, 'show']).as('orders.show')
    router
      .post('/orders/:id/bank-transfers', [BankTransfersController, 'store'])
      .as('orders.bank_transfers.store')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
