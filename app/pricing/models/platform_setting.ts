import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import { jsonColumn } from '#core/json_column'

/** One version of the platform settings (append-only: a change adds a version). */
export default class PlatformSetting extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare version: number

  @column(jsonColumn<Record<string, unknown>>())
  declare data: Record<string, unknown>

  @column()
  declare createdById: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** Who saved this version (null for a version made without a user, or whose user is gone). */
  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>
}
