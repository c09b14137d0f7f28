import User from '#identity/models/user'

/** Deletes one of the user's API tokens; false when the user has no token with this id. */
export async function revokeApiToken(user: User, tokenId: number): Promise<boolean> {
  const deleted = await User.accessTokens.delete(user, tokenId)
  return deleted > 0
}
