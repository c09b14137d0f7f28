/**
 * Where a notification leads: a named route with its parameters, or a path.
 * Stored as JSON in `notifications.link` and `notification_mails.link`.
 * Pure: no database, no HTTP.
 */
export type NotificationLink =
  { route: string; params?: Record<string, string | number> } | { path: string }

export type NotificationParams = Record<string, string | number>

export const MAIL_FREQUENCIES = ['immediate', 'hourly', 'daily'] as const
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number]

export function isMailFrequency(value: unknown): value is MailFrequency {
  return typeof value === 'string' && (MAIL_FREQUENCIES as readonly string[]).includes(value)
}

/** The unread count shown on the bell: exact up to this, then "99+". */
export const UNREAD_CAP = 99

export function parseJson<T>(value: unknown, fallback: T): T {
  if (value && typeof value === 'object') return value as T
  if (typeof value !== 'string' || value.length === 0) return fallback
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}
