/**
 * What an API token may do (DOMAIN.md §4 "API tokens"). Pure data.
 * Every /api/v1 route names the ability it needs (app/api/middleware/require_ability.ts).
 */
export const TOKEN_ABILITIES = ['read', 'create', 'update', 'delete'] as const
export type TokenAbility = (typeof TOKEN_ABILITIES)[number]

export function isTokenAbility(value: unknown): value is TokenAbility {
  return typeof value === 'string' && (TOKEN_ABILITIES as readonly string[]).includes(value)
}

/** Known abilities only, each once, in the catalogue's order. */
export function normalizeAbilities(values: readonly unknown[]): TokenAbility[] {
  const wanted = new Set(values.filter(isTokenAbility))
  return TOKEN_ABILITIES.filter((ability) => wanted.has(ability))
}

/** Token names are at most this long (the validator and the form use it). */
export const TOKEN_NAME_MAX_LENGTH = 100
