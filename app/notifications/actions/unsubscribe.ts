import db from '@adonisjs/lucid/services/db'
import { isNotificationType, type NotificationType } from '#settings/domain/notification_types'
import { updateNotificationPreferences } from '#settings/actions/update_notification_preferences'
import { ok, err, type Result } from '#core/result'

/**
 * The signed unsubscribe link: turns this type's e-mails off for this user
 * (in-app notifications stay as they were).
 */
export async function unsubscribe(
  userId: number,
  type: string
): Promise<Result<{ email: string; type: NotificationType }, 'not_found'>> {
  if (!isNotificationType(type)) return err('not_found')
  const user = await db.from('users').where('id', userId).select('id', 'email').first()
  if (!user) return err('not_found')
  await updateNotificationPreferences(userId, { [type]: { mail: false } })
  return ok({ email: String(user.email), type })
}
