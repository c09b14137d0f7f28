import type { useT } from '~/lib/i18n'

type T = ReturnType<typeof useT>

export type NotificationItem = {
  id: number
  type: string
  params: Record<string, string | number>
  href: string | null
  readAt: string | null
  createdAt: string
}

/** The notification's title and text, from its type's template in the page's language. */
export function notificationText(t: T, item: NotificationItem) {
  return {
    title: t(`notifications.templates.${item.type}.subject`, item.params),
    body: t(`notifications.templates.${item.type}.body`, item.params),
  }
}

/** What the bell shows: the count, "99+" above 99. */
export function unreadLabel(count: number) {
  return count > 99 ? '99+' : String(count)
}
