import db from '@adonisjs/lucid/services/db'
import NotificationPreference from '#settings/models/notification_preference'
import {
  isNotificationChannel,
  isNotificationType,
  type NotificationChannel,
  type NotificationType,
} from '#settings/domain/notification_types'

export type NotificationPreferencesInput = Partial<
  Record<NotificationType, Partial<Record<NotificationChannel, boolean | undefined>> | undefined>
>

/**
 * Stores the user's choices, one row per type + channel they submitted (what
 * they saw is what is kept; types they never saw keep following the
 * catalogue's defaults). One transaction.
 */
export async function updateNotificationPreferences(
  userId: number,
  input: NotificationPreferencesInput
) {
  const rows: {
    userId: number
    type: NotificationType
    channel: NotificationChannel
    enabled: boolean
  }[] = []
  for (const [type, channels] of Object.entries(input)) {
    if (!isNotificationType(type) || !channels) continue
    for (const [channel, enabled] of Object.entries(channels)) {
      if (!isNotificationChannel(channel) || typeof enabled !== 'boolean') continue
      rows.push({ userId, type, channel, enabled })
    }
  }
  if (rows.length === 0) return 0

  await db.transaction(async (trx) => {
    await NotificationPreference.updateOrCreateMany(['userId', 'type', 'channel'], rows, {
      client: trx,
    })
  })
  return rows.length
}
