import db from '@adonisjs/lucid/services/db'
import { databaseNow } from '#core/database/dialect'
import { broadcastToUser } from '#realtime/broadcast'
import { unreadCountOf } from '#notifications/queries/unread_count'

/** Marks one notification of the user read (another user's row is never touched). */
export async function markRead(userId: number, id: number) {
  await db
    .from('notifications')
    .where('user_id', userId)
    .where('id', id)
    .whereNull('read_at')
    .update({ read_at: databaseNow() })
  await tellUnread(userId)
}

/** Marks every unread notification of the user read; returns how many. */
export async function markAllRead(userId: number) {
  const updated = await db
    .from('notifications')
    .where('user_id', userId)
    .whereNull('read_at')
    .update({ read_at: databaseNow() })
  await tellUnread(userId)
  return Array.isArray(updated) ? updated.length : Number(updated)
}

/** Every tab of the user updates its bell (this one too: no origin to skip). */
async function tellUnread(userId: number) {
  broadcastToUser(
    userId,
    { type: 'notifications.unread', count: await unreadCountOf(userId) },
    null
  )
}
