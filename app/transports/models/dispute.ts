import type { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Transport from '#transports/models/transport'
import User from '#identity/models/user'
import DisputePhoto from '#transports/models/dispute_photo'
import { centsColumn } from '#core/money_column'

export type DisputeState = 'open' | 'resolved'

/** A delivery contested within 48 h (issue 11); staff resolve it with a written decision. */
export default class Dispute extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare openedById: number | null

  @column()
  declare openedByKind: 'dealer' | 'admin' | 'delivery_referent'

  @column()
  declare reasonCode: string

  @column()
  declare description: string

  @column()
  declare state: DisputeState

  @column()
  declare decision: string | null

  @column(centsColumn())
  declare refundCents: number | null

  @column()
  declare resolvedById: number | null

  @column.dateTime()
  declare resolvedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Transport)
  declare transport: BelongsTo<typeof Transport>

  @belongsTo(() => User, { foreignKey: 'openedById' })
  declare openedBy: BelongsTo<typeof User>

  @hasMany(() => DisputePhoto)
  declare photos: HasMany<typeof DisputePhoto>
}
