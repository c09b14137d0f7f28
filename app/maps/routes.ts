/*
| Routes of the staff maps (Admin → Maps): overview, logistics, requests, transporters (read only).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminMapsController = () => import('#maps/controllers/admin_maps_controller')

router
  .group(() => {
    router.get('/overview', [AdminMapsController, 'overview']).as('overview')
    router.get('/logistics', [AdminMapsController, 'logistics']).as('logistics')
    router.get('/requests', [AdminMapsController, 'requests']).as('requests')
    router.get('/transporters', [AdminMapsController, 'transporters']).as('transporters')
  })
  .prefix('/admin/maps')
  .as('admin.maps')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
