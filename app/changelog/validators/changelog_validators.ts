import vine from '@vinejs/vine'
import { ENTRY_STATES } from '#changelog/models/changelog_entry'
import { SLUG } from '#changelog/domain/markdown'

export const MAX_BODY = 20_000

/** Admin → Changelog: an entry in both languages, its address and whether it is published (and on which day). */
export const changelogEntryValidator = vine.create({
  slug: vine.string().trim().toLowerCase().maxLength(80).regex(SLUG).optional(),
  titleIt: vine.string().trim().minLength(3).maxLength(120),
  titleEn: vine.string().trim().minLength(3).maxLength(120),
  bodyIt: vine.string().trim().minLength(1).maxLength(MAX_BODY),
  bodyEn: vine.string().trim().minLength(1).maxLength(MAX_BODY),
  state: vine.enum(ENTRY_STATES),
  publishedOn: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
})
