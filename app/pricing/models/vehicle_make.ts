import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import VehicleModel from '#pricing/models/vehicle_model'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'

export default class VehicleMake extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @hasMany(() => VehicleModel, { foreignKey: 'makeId' })
  declare models: HasMany<typeof VehicleModel>
}
