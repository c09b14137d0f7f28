import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LocaleTemplate } from '#notifications/queries/template_admin'

/** A type's template in one language: current texts, the lang file's, and their preview. */
export default class NotificationTemplateTransformer extends BaseTransformer<LocaleTemplate> {
  toObject() {
    return this.pick(this.resource, ['locale', 'version', 'custom', 'texts', 'defaults', 'preview'])
  }
}
