import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import ClosingDay from '#teams/models/closing_day'
import { TeamPlace } from '#teams/models/mixins'

/** A pickup or delivery place of a team. */
export default class Address extends compose(BaseModel, TeamPlace) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare label: string

  @hasMany(() => ClosingDay)
  declare closingDays: HasMany<typeof ClosingDay>
}
