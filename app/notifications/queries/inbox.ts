import db from '@adonisjs/lucid/services/db'
import { instant } from '#core/database/plain_rows'
import { paginateWithin, type Paginated } from '#core/paging'
import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPE_KEYS,
  NOTIFICATION_TYPES,
  type NotificationGroup,
} from '#settings/domain/notification_types'
import {
  parseJson,
  type NotificationLink,
  type NotificationParams,
} from '#notifications/domain/links'
import { linkPath } from '#notifications/support/urls'
import type { NotificationTexts } from '#notifications/queries/templates'

export const INBOX_PER_PAGE = 20
export const LATEST_COUNT = 8

export type InboxFilters = { state: 'unread' | 'all'; group: NotificationGroup | null }

export type InboxRow = {
  id: number
  type: string
  group: string | null
  params: NotificationParams
  /** subject and text of its template in the page's language (an edited version wins) */
  title: string
  body: string
  href: string | null
  readAt: string | null
  createdAt: string
}

/** The inbox's filters from the query string (anything else: all, every group). */
export function parseInboxFilters(qs: Record<string, unknown>): InboxFilters {
  const group = (NOTIFICATION_GROUPS as readonly string[]).includes(String(qs.group))
    ? (qs.group as NotificationGroup)
    : null
  return { state: qs.state === 'unread' ? 'unread' : 'all', group }
}

function typesOf(group: NotificationGroup) {
  return NOTIFICATION_TYPE_KEYS.filter((key) => NOTIFICATION_TYPES[key].group === group)
}

function baseQuery(userId: number, filters: InboxFilters) {
  const query = db
    .from('notifications')
    .where('user_id', userId)
    .orderBy('id', 'desc')
    .select('id', 'type', 'params', 'link', 'read_at', 'created_at')
  if (filters.state === 'unread') query.whereNull('read_at')
  if (filters.group) query.whereIn('type', typesOf(filters.group))
  return query
}

export type Render = (type: string, params: NotificationParams) => NotificationTexts

/** A notification of a type no longer in the catalogue, or stored without a variable, shows its type. */
function textsOf(render: Render, type: string, params: NotificationParams): NotificationTexts {
  try {
    return render(type, params)
  } catch {
    return { subject: type, body: '', action: '' }
  }
}

function toRow(row: any, render: Render): InboxRow {
  const type = String(row.type)
  const definition = (NOTIFICATION_TYPES as Record<string, { group: string } | undefined>)[type]
  const params = parseJson<NotificationParams>(row.params, {})
  const texts = textsOf(render, type, params)
  return {
    id: Number(row.id),
    type,
    group: definition?.group ?? null,
    params,
    title: texts.subject,
    body: texts.body,
    href: linkPath(parseJson<NotificationLink | null>(row.link, null)),
    readAt: instant(row.read_at),
    createdAt: instant(row.created_at)!,
  }
}

/** Profile → Notifications: newest first, on the (user_id, read_at, id) / (user_id, id) indexes. */
export async function inboxPage(
  userId: number,
  page: number,
  filters: InboxFilters,
  render: Render
): Promise<Paginated<InboxRow>> {
  const query = baseQuery(userId, filters)
  const result = await paginateWithin(page, (current) =>
    query.clone().paginate(current, INBOX_PER_PAGE)
  )
  return {
    data: result.all().map((row) => toRow(row, render)),
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

/** The bell's dropdown: the latest few, read or not. */
export async function latestNotifications(userId: number, render: Render): Promise<InboxRow[]> {
  const rows = await baseQuery(userId, { state: 'all', group: null }).limit(LATEST_COUNT)
  return rows.map((row) => toRow(row, render))
}

/** One notification of this user (another user's: null, so a 404). */
export function notificationOf(userId: number, id: number) {
  return db
    .from('notifications')
    .where('user_id', userId)
    .where('id', id)
    .select('id', 'user_id', 'type', 'link', 'read_at')
    .first()
}
