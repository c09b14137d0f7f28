import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import ClosingDay from '#teams/models/closing_day'
import { TeamPlace } from '#teams/models/mixins'

/** A place the dealer buys cars from (picked as pickup on a request). */
export default class Supplier extends compose(BaseModel, TeamPlace) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @hasMany(() => ClosingDay, { foreignKey: 'supplierId' })
  declare closingDays: HasMany<typeof ClosingDay>
}
