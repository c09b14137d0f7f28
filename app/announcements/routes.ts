/*
| Routes of Communications: Admin → Communications (staff write, schedule and
| send announcements) and the banner's two small posts in the dealer and
| carrier areas (first shown, closed).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminAnnouncementsController = () =>
  import('#announcements/controllers/admin_announcements_controller')
const BannerViewsController = () => import('#announcements/controllers/banner_views_controller')

router
  .group(() => {
    router.get('/communications', [AdminAnnouncementsController, 'index']).as('index')
    router.get('/communications/create', [AdminAnnouncementsController, 'create']).as('create')
    router.post('/communications', [AdminAnnouncementsController, 'store']).as('store')
    router.get('/communications/:id/edit', [AdminAnnouncementsController, 'edit']).as('edit')
    router.put('/communications/:id', [AdminAnnouncementsController, 'update']).as('update')
    router.delete('/communications/:id', [AdminAnnouncementsController, 'destroy']).as('destroy')
  })
  .prefix('/admin')
  .as('admin.communications')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

for (const area of ['dealer', 'transporter'] as const) {
  router
    .group(() => {
      router.post('/announcements/:id/seen', [BannerViewsController, 'seen']).as('seen')
      router.post('/announcements/:id/dismiss', [BannerViewsController, 'dismiss']).as('dismiss')
    })
    .prefix(`/${area}`)
    .as(`${area}.announcements`)
    .use([middleware.auth(), middleware.verified(), middleware.area({ area })])
}
