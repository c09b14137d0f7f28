import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Team from '#teams/models/team'
import OrderItem from '#ordering/models/order_item'
import WalletEntry from '#wallet/models/wallet_entry'
import Transport from '#transports/models/transport'
import { centsColumn } from '#core/money_column'

export type OrderState = 'pending_payment' | 'paid' | 'cancelled' | 'refunded'
export type PaymentMethod = 'wallet'

export default class Order extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare teamId: number

  @column()
  declare reference: string

  @column()
  declare state: OrderState

  @column()
  declare paymentMethod: PaymentMethod

  @column(centsColumn())
  declare netCents: number

  @column(centsColumn())
  declare vatCents: number

  @column(centsColumn())
  declare grossCents: number

  @column()
  declare createdById: number | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Team)
  declare team: BelongsTo<typeof Team>

  @hasMany(() => OrderItem)
  declare items: HasMany<typeof OrderItem>

  /** The wallet movements of the order (its payment, its refund). */
  @hasMany(() => WalletEntry)
  declare payments: HasMany<typeof WalletEntry>

  /** One transport per item, published when the order was paid. */
  @hasMany(() => Transport)
  declare transports: HasMany<typeof Transport>
}
