import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#core/json_column'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'

export default class VehicleCategory extends compose(BaseModel, WithTimestamps) {
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
}
