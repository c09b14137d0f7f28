import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { centsColumn } from '#core/money_column'
import type { PayoutState } from '#payouts/domain/batches'

/** What one carrier team is paid in a batch: the sum of its payables, to the IBAN copied at creation. */
export default class Payout extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare batchId: number

  @column()
  declare teamId: number

  @column(centsColumn())
  declare amountCents: number

  @column()
  declare state: PayoutState

  @column()
  declare iban: string

  @column()
  declare bic: string | null

  @column()
  declare accountHolder: string

  @column()
  declare ledgerTransactionId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare paidAt: DateTime | null
}
