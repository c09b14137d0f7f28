import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TemplateTypeRow } from '#notifications/queries/template_admin'

/** A notification type on Admin → Settings → Notifications (list and page header). */
export default class NotificationTemplateTypeTransformer extends BaseTransformer<TemplateTypeRow> {
  toObject() {
    return this.pick(this.resource, [
      'type',
      'group',
      'audiences',
      'mail',
      'inApp',
      'teamRecipients',
      'variables',
      'customLocales',
    ])
  }
}
