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

/*
| Admin → Settings → Notifications: every type, a type's templates (it, en)
| with their versions; save a version, restore the default, preview, test e-mail.
*/
const NotificationTemplatesController = () =>
  import('#notifications/controllers/notification_templates_controller')
const NotificationTemplateVersionsController = () =>
  import('#notifications/controllers/notification_template_versions_controller')
const NotificationTemplateChecksController = () =>
  import('#notifications/controllers/notification_template_checks_controller')

const TYPE = { match: /^[a-z][a-z_]{0,59}$/ }

router
  .group(() => {
    router
      .get('/settings/notifications', [NotificationTemplatesController, 'index'])
      .as('settings.notifications')
    router
      .get('/settings/notifications/:type', [NotificationTemplatesController, 'show'])
      .where('type', TYPE)
      .as('settings.notifications.show')
    router
      .post('/settings/notifications/:type/versions', [
        NotificationTemplateVersionsController,
        'store',
      ])
      .where('type', TYPE)
      .as('settings.notifications.versions.store')
    router
      .post('/settings/notifications/:type/restore', [
        NotificationTemplateVersionsController,
        'restore',
      ])
      .where('type', TYPE)
      .as('settings.notifications.restore')
    router
      .post('/settings/notifications/:type/preview', [
        NotificationTemplateChecksController,
        'preview',
      ])
      .where('type', TYPE)
      .as('settings.notifications.preview')
    router
      .post('/settings/notifications/:type/test', [NotificationTemplateChecksController, 'test'])
      .where('type', TYPE)
      .as('settings.notifications.test')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
