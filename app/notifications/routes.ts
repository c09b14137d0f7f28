/*
| Notifications (docs/notifications.md): the inbox under the user's pages,
| the bell's dropdown (JSON), marking read, and the signed unsubscribe link
| of the e-mails (no sign-in).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const NotificationsController = () => import('#notifications/controllers/notifications_controller')
const NotificationReadsController = () =>
  import('#notifications/controllers/notification_reads_controller')
const UnsubscribeController = () => import('#notifications/controllers/unsubscribe_controller')

router
  .group(() => {
    router.get('/user/notifications', [NotificationsController, 'index']).as('notifications.index')
    router
      .get('/user/notifications/latest', [NotificationsController, 'latest'])
      .as('notifications.latest')
    router
      .post('/user/notifications/read', [NotificationReadsController, 'all'])
      .as('notifications.read_all')
    router
      .post('/user/notifications/:id/read', [NotificationReadsController, 'store'])
      .as('notifications.read')
  })
  .use([middleware.auth(), middleware.verified()])

router
  .get('/notifications/unsubscribe/:userId/:type', [UnsubscribeController, 'show'])
  .as('notifications.unsubscribe')
