import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { notificationOf } from '#notifications/queries/inbox'
import { markAllRead, markRead } from '#notifications/actions/mark_read'
import { linkPath } from '#notifications/support/urls'
import { parseJson, type NotificationLink } from '#notifications/domain/links'

/** Marking notifications read: one (then opening what it concerns) or all. */
export default class NotificationReadsController {
  async store({ params, auth, bouncer, response, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const notification = found(await notificationOf(user.id, params.id))
    await bouncer.with('NotificationPolicy').authorize('update', notification)
    await markRead(user.id, notification.id)
    const href = linkPath(parseJson<NotificationLink | null>(notification.link, null))
    if (request.input('open') && href) return response.redirect(href)
    return response.redirect().back()
  }

  async all({ auth, bouncer, response, session, i18n }: HttpContext) {
    await bouncer.with('NotificationPolicy').authorize('viewAny')
    await markAllRead(auth.getUserOrFail().id)
    session.flash('success', i18n.t('notifications.all_read'))
    return response.redirect().back()
  }
}
