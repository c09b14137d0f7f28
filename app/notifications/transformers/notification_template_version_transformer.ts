import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TemplateVersionRow } from '#notifications/queries/templates'

/** A saved version of a type's template (the history). */
export default class NotificationTemplateVersionTransformer extends BaseTransformer<TemplateVersionRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'locale',
      'version',
      'isDefault',
      'subject',
      'body',
      'action',
      'createdByName',
      'createdAt',
    ])
  }
}
