import User from '#identity/models/user'
import { normalizeAbilities, type TokenAbility } from '#api/domain/token_abilities'

/** A token just created, with its plain value: shown once, never stored. */
export type CreatedApiToken = { id: number; name: string; abilities: string[]; plainValue: string }

export type CreateApiTokenInput = { name: string; abilities: readonly TokenAbility[] }

/**
 * Creates an API token (only its hash is stored) and returns it with its
 * plain value, which exists only in this return value: show it once.
 */
export async function createApiToken(
  user: User,
  input: CreateApiTokenInput
): Promise<CreatedApiToken> {
  const abilities = normalizeAbilities(input.abilities)
  const token = await User.accessTokens.create(user, abilities, { name: input.name })
  return {
    id: Number(token.identifier),
    name: token.name ?? input.name,
    abilities,
    plainValue: token.value!.release(),
  }
}
