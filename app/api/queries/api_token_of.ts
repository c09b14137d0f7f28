import User from '#identity/models/user'

/** One of the user's API tokens, or null (another user's token is never found). */
export function apiTokenOf(user: User, tokenId: number) {
  return User.accessTokens.find(user, tokenId)
}
