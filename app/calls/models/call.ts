import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import User from '#identity/models/user'
import Transport from '#transports/models/transport'
import PrivateSession from '#marketplace/models/private_session'
import { WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export type CallCancelledBy = 'transporter' | 'staff'

/**
 * A call a carrier booked with the platform's staff: one 30-minute slot,
 * optionally about one subject: a marketplace transport or a private
 * session (never both). Live while `cancelledAt` is
 * null; a live call holds its slot (unique index on `starts_at`).
 */
export default class Call extends compose(BaseModel, BelongsToTeam, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare bookedById: number | null

  @column()
  declare transportId: number | null

  @column()
  declare privateSessionId: number | null

  @column.dateTime()
  declare startsAt: DateTime

  @column.dateTime()
  declare endsAt: DateTime

  @column()
  declare phone: string

  @column()
  declare note: string | null

  @column()
  declare icsUid: string

  @column()
  declare icsSequence: number

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column()
  declare cancelledById: number | null

  @column()
  declare cancelledByKind: CallCancelledBy | null

  @belongsTo(() => User, { foreignKey: 'bookedById' })
  declare bookedBy: BelongsTo<typeof User>

  @belongsTo(() => Transport)
  declare transport: BelongsTo<typeof Transport>

  @belongsTo(() => PrivateSession)
  declare privateSession: BelongsTo<typeof PrivateSession>

  /**
   * Instants are written in the server's zone, as Lucid reads them back on
   * SQLite (text without an offset): a slot computed in Europe/Rome is the
   * same instant, and the same text, whoever booked it.
   */
  @beforeSave()
  static writeInServerZone(call: Call) {
    call.startsAt = inServerZone(call.startsAt)
    call.endsAt = inServerZone(call.endsAt)
    if (call.cancelledAt) call.cancelledAt = inServerZone(call.cancelledAt)
  }
}

function inServerZone(value: DateTime): DateTime {
  return value.zoneName === DateTime.local().zoneName ? value : value.toLocal()
}
