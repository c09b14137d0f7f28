import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { BatchState, SkippedCarrier } from '#payouts/domain/batches'

/**
 * A batch of transfers to carriers (docs/decisions.md "Payout batches"):
 * draft → approved → paid, with who did each step and when, the pain.001
 * message id, and the carriers left out for want of a payout account.
 */
export default class PayoutBatch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare state: BatchState

  @column()
  declare messageId: string | null

  @column({
    prepare: (value: SkippedCarrier[]) => JSON.stringify(value ?? []),
    consume: (value: unknown) =>
      typeof value === 'string' ? (JSON.parse(value) as SkippedCarrier[]) : (value ?? []),
  })
  declare skipped: SkippedCarrier[]

  @column()
  declare createdById: number | null

  @column()
  declare approvedById: number | null

  @column()
  declare paidById: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare approvedAt: DateTime | null

  @column.dateTime()
  declare paidAt: DateTime | null
}
