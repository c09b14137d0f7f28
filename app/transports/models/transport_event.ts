import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Transport from '#transports/models/transport'
import User from '#identity/models/user'
import { jsonColumn } from '#core/json_column'

export type TransportActorKind = 'system' | 'dealer' | 'transporter' | 'admin' | 'referent'

/** One line of a transport's timeline (who, when, what, payload). Append-only. */
export default class TransportEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare type: string

  @column()
  declare fromState: string | null

  @column()
  declare toState: string | null

  @column()
  declare actorKind: TransportActorKind

  @column()
  declare actorUserId: number | null

  @column(jsonColumn<Record<string, unknown>>())
  declare payload: Record<string, unknown> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Transport)
  declare transport: BelongsTo<typeof Transport>

  @belongsTo(() => User, { foreignKey: 'actorUserId' })
  declare actor: BelongsTo<typeof User>
}
