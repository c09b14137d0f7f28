import { DateTime } from 'luxon'
import {
  BaseModel,
  beforeDelete,
  beforeUpdate,
  belongsTo,
  column,
  hasMany,
} from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import Order from '#ordering/models/order'
import LedgerEntry from '#ledger/models/ledger_entry'
import type { LedgerKind } from '#ledger/domain/accounts'

/**
 * One money movement: its entries (one per account touched) sum to zero.
 * Append-only: never updated, never deleted (docs/money.md).
 */
export default class LedgerTransaction extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: LedgerKind

  /** A business event (`order_payment:12`) or a retried request's key: unique, so it moves money once. */
  @column()
  declare idempotencyKey: string | null

  @column()
  declare teamId: number | null

  @column()
  declare orderId: number | null

  @column()
  declare transportId: number | null

  @column()
  declare dryRunId: number | null

  @column()
  declare reason: string | null

  @column()
  declare createdById: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @hasMany(() => LedgerEntry, { foreignKey: 'transactionId' })
  declare entries: HasMany<typeof LedgerEntry>

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Ledger transactions are append-only')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Ledger transactions are append-only')
  }
}
