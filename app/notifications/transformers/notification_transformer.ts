import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InboxRow } from '#notifications/queries/inbox'

/** A notification of the inbox and the bell's dropdown (texts rendered from its type's template in the page's language). */
export default class NotificationTransformer extends BaseTransformer<InboxRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'type',
      'group',
      'params',
      'title',
      'body',
      'href',
      'readAt',
      'createdAt',
    ])
  }
}
