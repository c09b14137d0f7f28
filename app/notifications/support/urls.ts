import router from '@adonisjs/core/services/router'
import { signedUrlFor, urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type { NotificationLink } from '#notifications/domain/links'

/*
| URLs of notifications. The unsubscribe link is signed (APP_KEY, purpose
| `unsubscribe`, no expiry): it names the user and the type, so it works
| without signing in and cannot be altered to turn off someone else's e-mails.
*/
export const UNSUBSCRIBE_PURPOSE = 'unsubscribe'

const base = () => appUrl.replace(/\/+$/, '')

/**
 * Notifications are also built outside HTTP (queue workers, ace commands such
 * as the demo seed), where the routes are registered but not yet committed:
 * commit them once before the first lookup (what the HTTP server does at boot).
 */
function routesReady() {
  if (!router.commited) router.commit()
}

/** A route by a name stored in the database (typed route names cannot be checked there). */
const byName = urlFor as unknown as (name: string, params?: Record<string, unknown>) => string

/** The path of a notification's link (null when its route no longer exists). */
export function linkPath(link: NotificationLink | null): string | null {
  if (!link) return null
  if ('path' in link) return link.path.startsWith('/') ? link.path : null
  try {
    routesReady()
    return byName(link.route, link.params ?? {})
  } catch {
    return null
  }
}

export function absoluteLink(link: NotificationLink | null): string | null {
  const path = linkPath(link)
  return path ? `${base()}${path}` : null
}

export function unsubscribeUrl(userId: number, type: string): string {
  routesReady()
  return signedUrlFor(
    'notifications.unsubscribe',
    { userId, type },
    { purpose: UNSUBSCRIBE_PURPOSE, prefixUrl: appUrl }
  )
}

export function notificationSettingsUrl(): string {
  routesReady()
  return `${base()}${urlFor('settings.notifications')}`
}
