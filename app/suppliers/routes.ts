/*
| Routes of the suppliers capability (dealer): the supplier directory and
| the pro plan page. The upgrade itself (POST /dealer/suppliers/pro/upgrade,
| paid from the wallet) belongs to the ordering capability.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SuppliersController = () => import('#suppliers/controllers/suppliers_controller')
const SupplierPlanController = () => import('#suppliers/controllers/supplier_plan_controller')

router
  .group(() => {
    router.get('/suppliers', [SuppliersController, 'index']).as('suppliers')
    router.post('/suppliers', [SuppliersController, 'store']).as('suppliers.store')
    router.get('/suppliers/pro', [SupplierPlanController, 'show']).as('suppliers.pro')
    router.put('/suppliers/:supplierId', [SuppliersController, 'update']).as('suppliers.update')
    router
      .delete('/suppliers/:supplierId', [SuppliersController, 'destroy'])
      .as('suppliers.destroy')
  })
  .prefix('/dealer')
  .as('dealer')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])
