import type { HttpContext } from '@adonisjs/core/http'
import { saveTemplateVersion } from '#notifications/actions/save_template_version'
import {
  templateLocaleValidator,
  templateVersionValidator,
} from '#notifications/validators/notification_template_validators'
import { templateFieldErrors, typeOfUrl } from '#notifications/support/template_http'

/** Admin → Settings → Notifications → a type: save its template as a new version, restore the default. */
export default class NotificationTemplateVersionsController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('NotificationTemplatePolicy').authorize('edit', ctx.currentTeam)
    const type = typeOfUrl(ctx)
    const { locale, ...texts } = await ctx.request.validateUsing(templateVersionValidator)
    const actorUserId = ctx.auth.user!.id
    const result = await saveTemplateVersion({ type, locale, texts, actorUserId })
    if (!result.ok) throw templateFieldErrors(ctx.i18n, result.fields)
    const message = ctx.i18n.t('notifications.admin.saved', { version: result.value.version })
    ctx.session.flash('success', message)
    return ctx.response.redirect().toRoute('admin.settings.notifications.show', { type })
  }

  async restore(ctx: HttpContext) {
    await ctx.bouncer.with('NotificationTemplatePolicy').authorize('edit', ctx.currentTeam)
    const type = typeOfUrl(ctx)
    const { locale } = await ctx.request.validateUsing(templateLocaleValidator)
    const actorUserId = ctx.auth.user!.id
    await saveTemplateVersion({ type, locale, texts: null, actorUserId })
    ctx.session.flash('success', ctx.i18n.t('notifications.admin.restored'))
    return ctx.response.redirect().toRoute('admin.settings.notifications.show', { type })
  }
}
