import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Team from '#teams/models/team'
import Address from '#teams/models/address'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'

export default class ClosingDay extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare teamId: number | null

  @column()
  declare addressId: number | null

  /** A dealer supplier's closing day (suppliers capability). */
  @column()
  declare supplierId: number | null

  @column.date()
  declare startsOn: DateTime

  @column.date()
  declare endsOn: DateTime

  @column()
  declare reason: string | null

  @belongsTo(() => Team)
  declare team: BelongsTo<typeof Team>

  @belongsTo(() => Address)
  declare address: BelongsTo<typeof Address>
}
