/*
| Routes of Admin → Settings → Mailer: the SMTP server outgoing mail uses, a
| test e-mail, the delivery log.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const MailerSettingsController = () => import('#mailer/controllers/mailer_settings_controller')
const MailerTestsController = () => import('#mailer/controllers/mailer_tests_controller')

router
  .group(() => {
    router.get('/settings/mailer', [MailerSettingsController, 'show']).as('settings.mailer')
    router
      .put('/settings/mailer', [MailerSettingsController, 'update'])
      .as('settings.mailer.update')
    router
      .post('/settings/mailer/test', [MailerTestsController, 'store'])
      .as('settings.mailer.test')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
