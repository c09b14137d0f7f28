import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { NOTIFICATION_GROUPS } from '#settings/domain/notification_types'
import { inboxPage, latestNotifications, parseInboxFilters } from '#notifications/queries/inbox'
import { notificationRenderer } from '#notifications/queries/templates'
import { unreadCountOf } from '#notifications/queries/unread_count'
import { toJson } from '#api/serialize'
import NotificationTransformer from '#notifications/transformers/notification_transformer'

/** Profile → Notifications (the inbox) and the bell's dropdown. */
export default class NotificationsController {
  async index({ inertia, auth, request, bouncer, i18n }: HttpContext) {
    await bouncer.with('NotificationPolicy').authorize('viewAny')
    const filters = parseInboxFilters(request.qs())
    const render = await notificationRenderer(i18n)
    const userId = auth.getUserOrFail().id
    const page = await inboxPage(userId, pageFrom(request.qs().page), filters, render)
    return inertia.render('account/notifications/index', {
      notifications: NotificationTransformer.paginate(page.data, page.meta),
      filters,
      groups: [...NOTIFICATION_GROUPS],
    })
  }

  /** JSON for the bell's dropdown: the latest notifications and the unread count. */
  async latest(ctx: HttpContext) {
    const { auth, bouncer, response } = ctx
    await bouncer.with('NotificationPolicy').authorize('viewAny')
    const userId = auth.getUserOrFail().id
    const render = await notificationRenderer(ctx.i18n)
    const [rows, unread] = await Promise.all([
      latestNotifications(userId, render),
      unreadCountOf(userId),
    ])
    return response.json({
      data: await toJson(NotificationTransformer.transform(rows), ctx),
      unread,
    })
  }
}
