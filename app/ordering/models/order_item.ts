import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Order from '#ordering/models/order'
import Quote from '#requests/models/quote'
import TransportRequest from '#requests/models/transport_request'
import { centsColumn } from '#core/money_column'

export default class OrderItem extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare quoteId: number

  @column()
  declare transportRequestId: number

  @column(centsColumn())
  declare netCents: number

  @column(centsColumn())
  declare vatCents: number

  @column(centsColumn())
  declare grossCents: number

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Quote)
  declare quote: BelongsTo<typeof Quote>

  @belongsTo(() => TransportRequest)
  declare transportRequest: BelongsTo<typeof TransportRequest>
}
