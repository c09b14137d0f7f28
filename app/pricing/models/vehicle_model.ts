import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import VehicleMake from '#pricing/models/vehicle_make'

export default class VehicleModel extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare makeId: number

  @column()
  declare name: string

  @column()
  declare categoryCode: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => VehicleMake, { foreignKey: 'makeId' })
  declare make: BelongsTo<typeof VehicleMake>
}
