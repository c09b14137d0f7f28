import { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, column } from '@adonisjs/lucid/orm'
import { centsColumn } from '#core/money_column'

export type PayableKind = 'transport' | 'dry_run_fee' | 'cancellation_fee'

/**
 * What the platform owes a carrier for one thing (a completed transport, a
 * dry run, a cancellation after assignment): written with the ledger
 * transaction that credits the carrier's payable account. Payouts pay them.
 */
export default class Payable extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare teamId: number

  @column()
  declare kind: PayableKind

  @column()
  declare transportId: number | null

  @column()
  declare dryRunId: number | null

  @column()
  declare ledgerTransactionId: number

  @column(centsColumn())
  declare amountCents: number

  /** the payout that pays it: set once, by the payout batch (app/payouts), never by the model */
  @column()
  declare payoutId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Payables are append-only')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Payables are append-only')
  }
}
