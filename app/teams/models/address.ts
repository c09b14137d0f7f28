import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Team from '#teams/models/team'
import ClosingDay from '#teams/models/closing_day'
import { jsonColumn } from '#core/json_column'

export type OpeningHours = Partial<
  Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', [string, string][]>
>

export default class Address extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare teamId: number

  @column()
  declare label: string

  @column()
  declare street: string

  @column()
  declare cap: string

  @column()
  declare city: string

  @column()
  declare province: string

  @column()
  declare referentName: string | null

  @column()
  declare referentPhone: string | null

  @column()
  declare referentEmail: string | null

  @column(jsonColumn<OpeningHours>())
  declare openingHours: OpeningHours | null

  @column()
  declare notes: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Team)
  declare team: BelongsTo<typeof Team>

  @hasMany(() => ClosingDay)
  declare closingDays: HasMany<typeof ClosingDay>
}
