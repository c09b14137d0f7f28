import type { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import Transport from '#transports/models/transport'

/** A conversation between staff and one team, optionally about one of its transports. */
export default class Conversation extends BaseModel {
  static table = 'chat_conversations'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare teamId: number

  @column()
  declare transportId: number | null

  @column()
  declare subject: string | null

  @column()
  declare assignedUserId: number | null

  @column()
  declare createdByUserId: number | null

  @column()
  declare lastTeamMessageId: number | null

  @column()
  declare lastStaffMessageId: number | null

  @column.dateTime()
  declare lastMessageAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Team)
  declare team: BelongsTo<typeof Team>

  @belongsTo(() => Transport)
  declare transport: BelongsTo<typeof Transport>

  @belongsTo(() => User, { foreignKey: 'assignedUserId' })
  declare assignedUser: BelongsTo<typeof User>
}
