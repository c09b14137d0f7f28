import db from '@adonisjs/lucid/services/db'
import { UNREAD_CAP } from '#notifications/domain/links'

/**
 * The bell's number: unread notifications of a user, counted on the
 * (user_id, read_at, id) index and bounded (at most UNREAD_CAP + 1 rows are
 * looked at; the bell shows "99+").
 */
export async function unreadCountOf(userId: number): Promise<number> {
  const bounded = db
    .from('notifications')
    .where('user_id', userId)
    .whereNull('read_at')
    .select('id')
    .limit(UNREAD_CAP + 1)
  const row = await db.from(bounded.as('unread')).count('* as total').first()
  return Number(row?.total ?? 0)
}
