import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import Transport from '#transports/models/transport'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'

/**
 * A time-boxed private session (app/marketplace/domain/private_sessions.ts):
 * chosen transports, offered only to the invited carrier teams that accepted.
 */
export default class PrivateSession extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column.dateTime()
  declare startsAt: DateTime

  /** the current end: the soft close may have pushed it past `scheduledEndAt` */
  @column.dateTime()
  declare endsAt: DateTime

  /** the end announced to the invited */
  @column.dateTime()
  declare scheduledEndAt: DateTime

  /** when the award at the end was done (null: not yet) */
  @column.dateTime()
  declare closedAt: DateTime | null

  @column()
  declare createdByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @manyToMany(() => Transport, {
    pivotTable: 'private_session_transports',
    pivotForeignKey: 'private_session_id',
    pivotRelatedForeignKey: 'transport_id',
    pivotTimestamps: { createdAt: 'created_at', updatedAt: false },
  })
  declare transports: ManyToMany<typeof Transport>

  @hasMany(() => PrivateSessionInvitation)
  declare invitations: HasMany<typeof PrivateSessionInvitation>
}
