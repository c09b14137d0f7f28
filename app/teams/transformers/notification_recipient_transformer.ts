import { BaseTransformer } from '@adonisjs/core/transformers'
import type TeamNotificationRecipient from '#teams/models/team_notification_recipient'

/** An extra e-mail recipient of the team's notifications (no types: all of them). */
export default class NotificationRecipientTransformer extends BaseTransformer<TeamNotificationRecipient> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'name', 'email']),
      types: this.resource.types ?? [],
    }
  }
}
