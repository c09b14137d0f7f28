import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'

/**
 * Notifications belong to a user: each reads and marks only their own.
 * Another user's notification is never found (404); were it passed here, it
 * would be denied.
 */
export default class NotificationPolicy extends BasePolicy {
  viewAny(_user: User) {
    return true
  }

  update(user: User, notification: { user_id: number | string }) {
    return Number(notification.user_id) === user.id
  }
}
