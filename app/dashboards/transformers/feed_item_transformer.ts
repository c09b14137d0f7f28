import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FeedItem } from '#monitoring/domain/feed'

/** One line of the admin dashboard's live feed (the shape the staff channel broadcasts too). */
export default class FeedItemTransformer extends BaseTransformer<FeedItem> {
  toObject() {
    return this.pick(this.resource, [
      'key',
      'kind',
      'at',
      'reference',
      'subjectId',
      'state',
      'amountCents',
    ])
  }
}
