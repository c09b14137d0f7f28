import { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import LedgerTransaction from '#ledger/models/ledger_transaction'
import { centsColumn } from '#core/money_column'
import type { LedgerAccount } from '#ledger/domain/accounts'

/** One account's side of a transaction. Append-only. */
export default class LedgerEntry extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transactionId: number

  @column()
  declare account: LedgerAccount

  @column()
  declare teamId: number | null

  @column()
  declare transportId: number | null

  /** Signed integer cents: into the account positive, out of it negative. */
  @column(centsColumn())
  declare amountCents: number

  /** A team account's running balance after this entry (null for the other accounts). */
  @column(centsColumn())
  declare balanceAfterCents: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => LedgerTransaction, { foreignKey: 'transactionId' })
  declare transaction: BelongsTo<typeof LedgerTransaction>

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Ledger entries are append-only')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Ledger entries are append-only')
  }
}
