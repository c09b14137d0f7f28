import User from '#identity/models/user'

export type ApiTokenRow = {
  id: number
  name: string | null
  abilities: string[]
  createdAt: string | null
  lastUsedAt: string | null
  expiresAt: string | null
}

function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const date =
    value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** The user's API tokens, newest first (never their secret, never their hash). */
export async function apiTokensOf(user: User): Promise<ApiTokenRow[]> {
  const tokens = await User.accessTokens.all(user)
  return tokens
    .map((token) => ({
      id: Number(token.identifier),
      name: token.name,
      abilities: token.abilities,
      createdAt: toIso(token.createdAt),
      lastUsedAt: toIso(token.lastUsedAt),
      expiresAt: toIso(token.expiresAt),
    }))
    .sort((a, b) => b.id - a.id)
}
