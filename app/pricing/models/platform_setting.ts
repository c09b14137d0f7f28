import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
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
}
