import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import OrderItem from '#ordering/models/order_item'
import LedgerTransaction from '#ledger/models/ledger_transaction'
import Invoice from '#invoicing/models/invoice'
import Transport from '#transports/models/transport'
import { compose } from '@adonisjs/core/helpers'
import { WithAmounts, WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export type OrderState = 'pending_payment' | 'paid' | 'cancelled' | 'refunded'
export type PaymentMethod = 'wallet' | 'bank_transfer' | 'card'

export default class Order extends compose(BaseModel, BelongsToTeam, WithAmounts, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare reference: string

  @column()
  declare state: OrderState

  @column()
  declare paymentMethod: PaymentMethod

  @column()
  declare createdById: number | null

  /** Bank transfer: the reference the dealer writes in the transfer's description (BON-2026-000123-45). */
  @column()
  declare paymentReference: string | null

  /** Bank transfer: when the one reminder e-mail went out. */
  @column.dateTime()
  declare paymentRemindedAt: DateTime | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @hasMany(() => OrderItem)
  declare items: HasMany<typeof OrderItem>

  /** The money movements of the order (its payment, its transports' cancellations). */
  @hasMany(() => LedgerTransaction)
  declare payments: HasMany<typeof LedgerTransaction>

  /** The order's invoices (one per transport) and their credit notes. */
  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>

  /** One transport per item, published when the order was paid. */
  @hasMany(() => Transport)
  declare transports: HasMany<typeof Transport>
}
