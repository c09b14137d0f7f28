import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import TransportRequest from '#requests/models/transport_request'
import { booleanColumn, jsonColumn } from '#core/json_column'
import { centsColumn } from '#core/money_column'
import { compose } from '@adonisjs/core/helpers'
import { WithAmounts, WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export type QuoteState = 'valid' | 'expired' | 'superseded' | 'ordered'

/** A priced offer for a request: valid 7 days, explainable line by line. */
export default class Quote extends compose(BaseModel, BelongsToTeam, WithAmounts, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportRequestId: number

  @column()
  declare state: QuoteState

  @column(centsColumn())
  declare payoutCents: number

  @column(centsColumn())
  declare commissionCents: number

  /** Every line of the price (see app/pricing/domain). */
  @column(jsonColumn<Record<string, unknown>>())
  declare breakdown: Record<string, unknown>

  /** The inputs and settings snapshot the price was computed with. */
  @column(jsonColumn<Record<string, unknown>>())
  declare inputs: Record<string, unknown>

  @column()
  declare settingsVersion: number

  @column(booleanColumn())
  declare manual: boolean

  @column()
  declare createdById: number | null

  @column.dateTime()
  declare expiresAt: DateTime

  @belongsTo(() => TransportRequest)
  declare transportRequest: BelongsTo<typeof TransportRequest>
}
