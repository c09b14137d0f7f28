import { BasePolicy } from '@adonisjs/bouncer'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type User from '#identity/models/user'

/** An API token as the policy sees it: whose it is. */
type OwnedToken = Pick<AccessToken, 'tokenableId'>

/**
 * API tokens belong to a user, not to a team: a user lists, creates and
 * revokes only their own. Another user's token is never found (404) and,
 * were it passed here, would be denied.
 */
export default class ApiTokenPolicy extends BasePolicy {
  /** Account → API tokens: every signed-in user manages their own. */
  viewAny(_user: User) {
    return true
  }

  create(_user: User) {
    return true
  }

  revoke(user: User, token: OwnedToken) {
    return String(token.tokenableId) === String(user.id)
  }
}
