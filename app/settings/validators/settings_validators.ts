import vine from '@vinejs/vine'
import { SUPPORTED_LOCALES } from '#core/i18n'
import { NOTIFICATION_TYPE_KEYS, NOTIFICATION_CHANNELS } from '#settings/domain/notification_types'
import { MAIL_FREQUENCIES } from '#notifications/domain/links'

/** Settings → General: the user's name and interface language. */
export const generalSettingsValidator = vine.create({
  fullName: vine.string().trim().minLength(2).maxLength(120),
  locale: vine.enum(SUPPORTED_LOCALES),
})

const channelSwitches = () =>
  vine
    .object(
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [channel, vine.boolean().optional()])
      )
    )
    .optional()

/**
 * Settings → Notifications: `preferences.<type>.<channel>` = true|false, for
 * any subset of the catalogue's types (unknown types and channels are dropped).
 */
export const notificationPreferencesValidator = vine.create({
  preferences: vine.object(
    Object.fromEntries(NOTIFICATION_TYPE_KEYS.map((type) => [type, channelSwitches()]))
  ),
  /* e-mails one by one, or an hourly / daily digest (app/notifications) */
  mailFrequency: vine.enum(MAIL_FREQUENCIES).optional(),
})
