import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Transport from '#transports/models/transport'
import Team from '#teams/models/team'
import User from '#identity/models/user'

export const BID_STATES = ['open', 'withdrawn', 'accepted', 'lost'] as const
export type BidState = (typeof BID_STATES)[number]

/**
 * A carrier team's offer for a published transport: its own payout and
 * pickup date (app/marketplace/domain/bidding.ts). At most one open bid per
 * team and transport (a partial unique index).
 */
export default class Bid extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare teamId: number

  /** who placed it (null once that user deleted their account) */
  @column()
  declare userId: number | null

  /** set when the bid was made in a private session */
  @column()
  declare privateSessionId: number | null

  @column()
  declare amountCents: number

  @column.date()
  declare pickupOn: DateTime

  @column()
  declare note: string | null

  @column()
  declare state: BidState

  @column.dateTime()
  declare decidedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Transport)
  declare transport: BelongsTo<typeof Transport>

  @belongsTo(() => Team)
  declare team: BelongsTo<typeof Team>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
