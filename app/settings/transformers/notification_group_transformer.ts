import { BaseTransformer } from '@adonisjs/core/transformers'
import type { NotificationSettingsGroup } from '#settings/queries/notification_settings'

/**
 * One section of Settings → Notifications: the types of a group the user can
 * receive, each with their choice per channel (the default until changed).
 */
export default class NotificationGroupTransformer extends BaseTransformer<NotificationSettingsGroup> {
  toObject() {
    return {
      group: this.resource.group,
      types: this.resource.types.map((row) => ({ type: row.type, channels: { ...row.channels } })),
    }
  }
}
