import { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#core/json_column'

/** One staff action that changed data (docs/decisions.md, "Audit trail"). Append-only. */
export default class AuditEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare actorUserId: number | null

  /** the actor's name when acting (the account may be deleted later; the name stays) */
  @column()
  declare actorName: string | null

  @column()
  declare action: string

  @column()
  declare subjectType: string

  @column()
  declare subjectId: number | null

  @column()
  declare subjectLabel: string | null

  @column(jsonColumn())
  declare before: Record<string, unknown> | null

  @column(jsonColumn())
  declare after: Record<string, unknown> | null

  @column()
  declare reason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('The audit trail is append-only')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('The audit trail is append-only')
  }
}
