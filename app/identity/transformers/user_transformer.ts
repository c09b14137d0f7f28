import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#identity/models/user'
import { isLocale } from '#core/i18n'

/** A user as the pages see them: never the password, the 2FA secret or the recovery codes. */
export default class UserTransformer extends BaseTransformer<User> {
  /** The signed-in user of every page (shared props `auth.user`). */
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'fullName', 'email', 'locale']),
      emailVerified: this.resource.emailVerifiedAt !== null,
      twoFactorEnabled: this.resource.hasTwoFactor,
    }
  }

  /** The profile page's "profile information" form. */
  forProfile() {
    return {
      ...this.pick(this.resource, ['fullName', 'email']),
      emailVerified: this.resource.emailVerifiedAt !== null,
    }
  }

  /** Settings → General: the name and the chosen interface language (null: not chosen yet). */
  forSettings() {
    return {
      fullName: this.resource.fullName,
      locale: isLocale(this.resource.locale) ? this.resource.locale : null,
    }
  }
}
