import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ApiTokenRow } from '#api/queries/api_tokens_of'

/** A token on Account → API tokens: never its secret, never its hash. */
export default class ApiTokenTransformer extends BaseTransformer<ApiTokenRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'name',
      'abilities',
      'createdAt',
      'lastUsedAt',
      'expiresAt',
    ])
  }
}
