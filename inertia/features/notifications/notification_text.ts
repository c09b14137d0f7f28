import type { useT } from '~/lib/i18n'

type T = ReturnType<typeof useT>

export type NotificationItem = {
  id: number
  type: string
  params: Record<string, string | number>
  /** rendered by the server from the type's current template (an edited version wins) */
  title?: string
  body?: string
  href: string | null
  readAt: string | null
  createdAt: string
}

/** The notification's title and text: as the server rendered them, else from the lang template. */
export function notificationText(t: T, item: NotificationItem) {
  return {
    title: item.title ?? t(`notifications.templates.${item.type}.subject`, item.params),
    body: item.body ?? t(`notifications.templates.${item.type}.body`, item.params),
  }
}

/** What the bell shows: the count, "99+" above 99. */
export function unreadLabel(count: number) {
  return count > 99 ? '99+' : String(count)
}
