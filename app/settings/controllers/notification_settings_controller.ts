import type { HttpContext } from '@adonisjs/core/http'
import { notificationPreferencesValidator } from '#settings/validators/settings_validators'
import { updateNotificationPreferences } from '#settings/actions/update_notification_preferences'
import { notificationSettingsOf } from '#settings/queries/notification_settings'
import { NOTIFICATION_CHANNELS } from '#settings/domain/notification_types'
import { mailFrequencyOf, setMailFrequency } from '#notifications/actions/mail_frequency'
import { MAIL_FREQUENCIES } from '#notifications/domain/links'
import NotificationGroupTransformer from '#settings/transformers/notification_group_transformer'

/** Settings → Notifications: which notifications the user gets, per channel. */
export default class NotificationSettingsController {
  async show({ inertia, auth }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const [groups, mailFrequency] = await Promise.all([
      notificationSettingsOf(userId),
      mailFrequencyOf(userId),
    ])
    return inertia.render('account/settings/notifications', {
      channels: [...NOTIFICATION_CHANNELS],
      groups: NotificationGroupTransformer.transform(groups),
      mailFrequency,
      mailFrequencies: [...MAIL_FREQUENCIES],
    })
  }

  async update({ request, response, auth, session, i18n }: HttpContext) {
    const { preferences, mailFrequency } = await request.validateUsing(
      notificationPreferencesValidator
    )
    await updateNotificationPreferences(auth.getUserOrFail().id, preferences)
    if (mailFrequency) await setMailFrequency(auth.getUserOrFail().id, mailFrequency)
    session.flash('success', i18n.t('settings.notifications.saved'))
    return response.redirect().toRoute('settings.notifications')
  }
}
