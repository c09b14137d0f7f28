import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Order from '#ordering/models/order'
import Quote from '#requests/models/quote'
import TransportRequest from '#requests/models/transport_request'
import { compose } from '@adonisjs/core/helpers'
import { WithAmounts } from '#core/database/mixins'

export default class OrderItem extends compose(BaseModel, WithAmounts) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare quoteId: number

  @column()
  declare transportRequestId: number

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Quote)
  declare quote: BelongsTo<typeof Quote>

  @belongsTo(() => TransportRequest)
  declare transportRequest: BelongsTo<typeof TransportRequest>
}
