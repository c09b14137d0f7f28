import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, beforeCreate } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Transport from '#transports/models/transport'
import User from '#identity/models/user'
import { jsonColumn } from '#core/json_column'
import { chainEvent } from '#documents/actions/chain_events'

export type TransportActorKind = 'system' | 'dealer' | 'transporter' | 'admin' | 'referent'

/**
 * One line of a transport's timeline (who, when, what, payload). Append-only:
 * each new event is chained to the previous one of its transport (`prevHash`,
 * `hash`, docs/evidence.md) by the `beforeCreate` hook, whoever writes it.
 */
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

  /** hash of the transport's previous event (64 zeros for the first) */
  @column()
  declare prevHash: string | null

  /** SHA-256 of the canonical serialisation of this event (domain/evidence.ts) */
  @column()
  declare hash: string | null

  @beforeCreate()
  static async chain(event: TransportEvent) {
    await chainEvent(event, event.$trx)
  }

  @belongsTo(() => Transport)
  declare transport: BelongsTo<typeof Transport>

  @belongsTo(() => User, { foreignKey: 'actorUserId' })
  declare actor: BelongsTo<typeof User>
}
