import vine from '@vinejs/vine'
import { SUPPORTED_LOCALES } from '#core/i18n'
import { TEMPLATE_LIMITS } from '#notifications/domain/templates'

/** A template of a type in a language (saved as a new version, or previewed). */
export const templateVersionValidator = vine.create({
  locale: vine.enum(SUPPORTED_LOCALES),
  subject: vine.string().trim().minLength(1).maxLength(TEMPLATE_LIMITS.subject),
  body: vine.string().trim().minLength(1).maxLength(TEMPLATE_LIMITS.body),
  action: vine.string().trim().minLength(1).maxLength(TEMPLATE_LIMITS.action),
})

/** Restore the default, send a test e-mail: which language. */
export const templateLocaleValidator = vine.create({
  locale: vine.enum(SUPPORTED_LOCALES),
})
