import db from '@adonisjs/lucid/services/db'
import { databaseNow } from '#core/database/dialect'
import { isMailFrequency, type MailFrequency } from '#notifications/domain/links'

/** The user's e-mail frequency (immediate until they choose a digest). */
export async function mailFrequencyOf(userId: number): Promise<MailFrequency> {
  const row = await db
    .from('notification_mail_settings')
    .where('user_id', userId)
    .select('frequency')
    .first()
  return isMailFrequency(row?.frequency) ? row.frequency : 'immediate'
}

/** Settings → Notifications: immediate, hourly or daily digest. */
export async function setMailFrequency(userId: number, frequency: MailFrequency) {
  await db
    .knexQuery()
    .table('notification_mail_settings')
    .insert({ user_id: userId, frequency, updated_at: databaseNow() })
    .onConflict('user_id')
    .merge(['frequency', 'updated_at'])
}
