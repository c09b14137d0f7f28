import db from '@adonisjs/lucid/services/db'
import {
  defaultPreference,
  notificationType,
  type NotificationChannel,
  type NotificationType,
} from '#settings/domain/notification_types'

/*
| Per-user notification preferences (table notification_preferences, one row
| per user + type + channel when the user changed it; otherwise the
| catalogue's default applies). Every notification asks here before it is
| sent to a user on a channel.
*/

const TABLE = 'notification_preferences'

/** Parameters per query, well below SQLite's and PostgreSQL's limits. */
const CHUNK = 500

function isEnabled(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true'
}

/** Does this user want this notification on this channel? */
export async function wantsNotification(
  userId: number,
  type: NotificationType,
  channel: NotificationChannel
): Promise<boolean> {
  const fallback = defaultPreference(type, channel)
  const row = await db
    .from(TABLE)
    .where('user_id', userId)
    .where('type', type)
    .where('channel', channel)
    .select('enabled')
    .first()
  return row ? isEnabled(row.enabled) : fallback
}

/**
 * The users (of those given) who want this notification on this channel, in
 * the given order and without duplicates. One query per 500 users: use it
 * for every notification with more than one recipient.
 */
export async function usersWantingNotification(
  userIds: readonly number[],
  type: NotificationType,
  channel: NotificationChannel
): Promise<number[]> {
  const fallback = defaultPreference(type, channel)
  const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id))
  const stored = new Map<number, boolean>()
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .from(TABLE)
      .whereIn('user_id', ids.slice(start, start + CHUNK))
      .where('type', type)
      .where('channel', channel)
      .select('user_id', 'enabled')
    for (const row of rows) stored.set(Number(row.user_id), isEnabled(row.enabled))
  }
  return ids.filter((id) => stored.get(id) ?? fallback)
}

/**
 * Every channel of one type for many users at once: user id -> channels they
 * want it on (users who want none are absent).
 */
export async function notificationChannelsFor(
  userIds: readonly number[],
  type: NotificationType
): Promise<Map<number, NotificationChannel[]>> {
  const definition = notificationType(type)
  const channels = Object.keys(definition.defaults) as NotificationChannel[]
  const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id))
  const stored = new Map<string, boolean>()
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .from(TABLE)
      .whereIn('user_id', ids.slice(start, start + CHUNK))
      .where('type', type)
      .select('user_id', 'channel', 'enabled')
    for (const row of rows) stored.set(`${row.user_id}:${row.channel}`, isEnabled(row.enabled))
  }
  const result = new Map<number, NotificationChannel[]>()
  for (const id of ids) {
    const wanted = channels.filter(
      (channel) => stored.get(`${id}:${channel}`) ?? definition.defaults[channel]
    )
    if (wanted.length > 0) result.set(id, wanted)
  }
  return result
}
