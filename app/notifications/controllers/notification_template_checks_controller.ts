import type { HttpContext } from '@adonisjs/core/http'
import { notificationType } from '#settings/domain/notification_types'
import { templateErrors } from '#notifications/domain/templates'
import { previewTemplate } from '#notifications/queries/template_admin'
import { sendTestNotification } from '#notifications/actions/send_test_notification'
import {
  templateLocaleValidator,
  templateVersionValidator,
} from '#notifications/validators/notification_template_validators'
import { templateFieldErrors, typeOfUrl } from '#notifications/support/template_http'

/**
 * Admin → Settings → Notifications → a type: preview the form's texts with
 * example values (nothing saved), send oneself the type's e-mail.
 */
export default class NotificationTemplateChecksController {
  async preview(ctx: HttpContext) {
    await ctx.bouncer.with('NotificationTemplatePolicy').authorize('view', ctx.currentTeam)
    const type = typeOfUrl(ctx)
    const { locale, ...texts } = await ctx.request.validateUsing(templateVersionValidator)
    const fields = templateErrors(texts, notificationType(type).variables)
    if (fields.length > 0) throw templateFieldErrors(ctx.i18n, fields)
    ctx.session.flash('templatePreview', { locale, ...previewTemplate(type, locale, texts) })
    return ctx.response.redirect().toRoute('admin.settings.notifications.show', { type })
  }

  async test(ctx: HttpContext) {
    await ctx.bouncer.with('NotificationTemplatePolicy').authorize('edit', ctx.currentTeam)
    const type = typeOfUrl(ctx)
    const { locale } = await ctx.request.validateUsing(templateLocaleValidator)
    const user = ctx.auth.user!
    const sent = await sendTestNotification(type, locale, user)
    const key = sent ? 'test_sent' : 'test_failed'
    ctx.session.flash(
      sent ? 'success' : 'error',
      ctx.i18n.t(`notifications.admin.${key}`, { email: user.email })
    )
    return ctx.response.redirect().toRoute('admin.settings.notifications.show', { type })
  }
}
