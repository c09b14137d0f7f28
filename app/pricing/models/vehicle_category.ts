import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#core/json_column'

export default class VehicleCategory extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare nameIt: string

  @column()
  declare nameEn: string

  /** Price coefficient in thousandths (1150 = ×1.15). */
  @column()
  declare coefficientPermille: number

  @column()
  declare position: number

  @column(booleanColumn())
  declare active: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
