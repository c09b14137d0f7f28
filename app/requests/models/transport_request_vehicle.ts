import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import TransportRequest from '#requests/models/transport_request'
import { booleanColumn } from '#core/json_column'
import { centsColumn } from '#core/money_column'

export default class TransportRequestVehicle extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportRequestId: number

  @column()
  declare category: string

  @column()
  declare make: string

  @column()
  declare model: string

  @column()
  declare plate: string | null

  @column()
  declare vin: string | null

  @column(booleanColumn())
  declare running: boolean

  /** Integer euro cents. */
  @column(centsColumn())
  declare declaredValueCents: number

  @column()
  declare position: number

  @belongsTo(() => TransportRequest)
  declare transportRequest: BelongsTo<typeof TransportRequest>
}
