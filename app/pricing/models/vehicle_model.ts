import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import VehicleMake from '#pricing/models/vehicle_make'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'

export default class VehicleModel extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare makeId: number

  @column()
  declare name: string

  @column()
  declare categoryCode: string | null

  @belongsTo(() => VehicleMake, { foreignKey: 'makeId' })
  declare make: BelongsTo<typeof VehicleMake>
}
