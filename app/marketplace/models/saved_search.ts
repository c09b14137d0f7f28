import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#core/json_column'

/** The list's filters as a query string: names and values (app/marketplace/domain/filters.ts). */
export type SavedFilters = Record<string, string>

/** A named set of marketplace filters of one user in one carrier team. */
export default class SavedSearch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare teamId: number

  @column()
  declare name: string

  @column(jsonColumn<SavedFilters>())
  declare filters: SavedFilters

  /** transports published after this are new for the user */
  @column.dateTime()
  declare lastSeenAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
