import vine from '@vinejs/vine'
import { TOKEN_ABILITIES, TOKEN_NAME_MAX_LENGTH } from '#api/domain/token_abilities'

export const createApiTokenValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(TOKEN_NAME_MAX_LENGTH),
  abilities: vine
    .array(vine.enum(TOKEN_ABILITIES))
    .minLength(1)
    .maxLength(TOKEN_ABILITIES.length * 2),
})
