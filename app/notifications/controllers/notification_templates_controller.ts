import type { HttpContext } from '@adonisjs/core/http'
import { typeOfUrl } from '#notifications/support/template_http'
import {
  localeTemplates,
  templateTypeRow,
  templateTypeRows,
} from '#notifications/queries/template_admin'
import { templateHistory } from '#notifications/queries/templates'
import NotificationTemplateTypeTransformer from '#notifications/transformers/notification_template_type_transformer'
import NotificationTemplateTransformer from '#notifications/transformers/notification_template_transformer'
import NotificationTemplateVersionTransformer from '#notifications/transformers/notification_template_version_transformer'

/** The preview of unsaved texts (flashed once), or null. */
const previewOf = (ctx: HttpContext) => ctx.session.flashMessages.get('templatePreview') ?? null

/** Admin → Settings → Notifications: every type, and a type's templates with their versions. */
export default class NotificationTemplatesController {
  async index(ctx: HttpContext) {
    const policy = ctx.bouncer.with('NotificationTemplatePolicy')
    await policy.authorize('view', ctx.currentTeam)
    return ctx.inertia.render('admin/settings/notifications/index', {
      types: NotificationTemplateTypeTransformer.transform(await templateTypeRows()),
      can: { edit: await policy.allows('edit', ctx.currentTeam) },
    })
  }

  async show(ctx: HttpContext) {
    const policy = ctx.bouncer.with('NotificationTemplatePolicy')
    await policy.authorize('view', ctx.currentTeam)
    const type = typeOfUrl(ctx)
    return ctx.inertia.render('admin/settings/notifications/show', {
      type: NotificationTemplateTypeTransformer.transform(templateTypeRow(type, [])),
      templates: NotificationTemplateTransformer.transform(await localeTemplates(type)),
      versions: NotificationTemplateVersionTransformer.transform(await templateHistory(type)),
      preview: previewOf(ctx),
      can: { edit: await policy.allows('edit', ctx.currentTeam) },
    })
  }
}
