/*
| Settings of the signed-in user: general (name, language) and notifications.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const GeneralSettingsController = () => import('#settings/controllers/general_settings_controller')
const NotificationSettingsController = () =>
  import('#settings/controllers/notification_settings_controller')

router
  .group(() => {
    router
      .get('/settings', ({ response }) => response.redirect().toRoute('settings.general'))
      .as('settings.index')
    router.get('/settings/general', [GeneralSettingsController, 'show']).as('settings.general')
    router
      .put('/settings/general', [GeneralSettingsController, 'update'])
      .as('settings.general.update')
    router
      .get('/settings/notifications', [NotificationSettingsController, 'show'])
      .as('settings.notifications')
    router
      .put('/settings/notifications', [NotificationSettingsController, 'update'])
      .as('settings.notifications.update')
  })
  .use([middleware.auth(), middleware.verified()])
