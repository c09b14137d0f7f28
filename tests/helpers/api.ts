import User from '#identity/models/user'

/** A new API token of the user with these abilities: the secret a client sends as bearer token. */
export async function tokenFor(user: User, abilities: string[], name = 'test') {
  const token = await User.accessTokens.create(user, abilities, { name })
  return token.value!.release()
}
