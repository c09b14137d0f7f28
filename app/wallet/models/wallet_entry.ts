import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, beforeUpdate, beforeDelete } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import Order from '#ordering/models/order'
import { centsColumn } from '#core/money_column'
import { compose } from '@adonisjs/core/helpers'
import { BelongsToTeam } from '#teams/models/mixins'

export type WalletEntryKind =
  | 'top_up'
  | 'order_payment'
  | 'refund'
  | 'adjustment'
  | 'pro_upgrade'
  | 'dispute_refund'
  /* a dry run the dealer caused: debit of the dealer team (may leave a debt) */
  | 'dry_run_fee'
  /* the same dry run owed to the carrier team: credit (issue 12 pays it out) */
  | 'dry_run_compensation'

/** Append-only ledger line. A balance is the sum of a team's entries. */
export default class WalletEntry extends compose(BaseModel, BelongsToTeam) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: WalletEntryKind

  /** Signed integer cents: credits positive, debits negative. */
  @column(centsColumn())
  declare amountCents: number

  @column(centsColumn())
  declare balanceAfterCents: number

  @column()
  declare orderId: number | null

  /** The transport a dispute refund is for (one `dispute_refund` per transport). */
  @column()
  declare transportId: number | null

  /** The dry run a `dry_run_fee` / `dry_run_compensation` is for (one of each per dry run). */
  @column()
  declare dryRunId: number | null

  @column()
  declare reason: string | null

  @column()
  declare createdById: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Wallet entries are append-only')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Wallet entries are append-only')
  }
}
