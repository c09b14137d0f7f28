import db from '@adonisjs/lucid/services/db'
import { databaseNow } from '#core/database/dialect'

/**
 * The user was shown the banner (`dismiss` false) or closed it (true): one
 * row per user and announcement, written once (a repeat is ignored); a
 * dismissal sets its time and counts as seen.
 */
export async function recordView(announcementId: number, userId: number, dismiss: boolean) {
  const now = databaseNow()
  await db
    .knexQuery()
    .table('announcement_views')
    .insert({
      announcement_id: announcementId,
      user_id: userId,
      seen_at: now,
      dismissed_at: dismiss ? now : null,
    })
    .onConflict(['announcement_id', 'user_id'])
    .ignore()
  if (dismiss)
    await db
      .from('announcement_views')
      .where('announcement_id', announcementId)
      .where('user_id', userId)
      .whereNull('dismissed_at')
      .update({ dismissed_at: now })
}
