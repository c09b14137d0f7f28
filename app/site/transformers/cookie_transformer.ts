import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CookieInUse } from '#site/queries/cookies_in_use'

/** A cookie the platform sets, as the privacy policy lists it (name, purpose, duration). */
export default class CookieTransformer extends BaseTransformer<CookieInUse> {
  toObject() {
    return this.pick(this.resource, ['name', 'purpose', 'duration'])
  }
}
