import type { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import type { LeadKind, LeadState, LeadVolume } from '#leads/domain/leads'

/** A company interested in the platform, from the public form, followed up by staff. */
export default class Lead extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: LeadKind

  @column()
  declare companyName: string

  @column()
  declare vatNumber: string | null

  @column()
  declare contactName: string

  @column()
  declare email: string

  @column()
  declare phone: string | null

  @column()
  declare volume: LeadVolume

  @column()
  declare message: string | null

  @column()
  declare locale: string

  @column()
  declare state: LeadState

  @column()
  declare notes: string | null

  @column()
  declare assignedUserId: number | null

  @column.dateTime()
  declare privacyAcceptedAt: DateTime

  @column.dateTime()
  declare convertedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'assignedUserId' })
  declare assignedUser: BelongsTo<typeof User>
}
