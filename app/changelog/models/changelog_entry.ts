import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const ENTRY_STATES = ['draft', 'published'] as const
export type EntryState = (typeof ENTRY_STATES)[number]

/** One changelog entry: Markdown in Italian and English, draft or published on a day. */
export default class ChangelogEntry extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare titleIt: string

  @column()
  declare titleEn: string

  @column()
  declare bodyIt: string

  @column()
  declare bodyEn: string

  @column()
  declare state: EntryState

  @column.date()
  declare publishedOn: DateTime | null

  @column()
  declare authorUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
