import { BaseTransformer } from '@adonisjs/core/transformers'
import type PlatformSetting from '#pricing/models/platform_setting'

/** One saved version of the settings, with who saved it (`createdBy` preloaded). */
export default class SettingsVersionTransformer extends BaseTransformer<PlatformSetting> {
  toObject() {
    return {
      version: this.resource.version,
      createdAt: this.resource.createdAt.toISO()!,
      createdBy: this.resource.createdBy?.fullName ?? null,
    }
  }
}
