import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Team from '#teams/models/team'
import PrivateSession from '#marketplace/models/private_session'

export const SESSION_INVITATION_STATES = ['pending', 'accepted', 'declined', 'revoked'] as const
export type SessionInvitationState = (typeof SESSION_INVITATION_STATES)[number]

/** A carrier team invited to a private session: pending → accepted | declined; staff may revoke. */
export default class PrivateSessionInvitation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare privateSessionId: number

  @column()
  declare teamId: number

  @column()
  declare state: SessionInvitationState

  @column()
  declare invitedByUserId: number | null

  @column.dateTime()
  declare respondedAt: DateTime | null

  @column.dateTime()
  declare sentAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => PrivateSession)
  declare privateSession: BelongsTo<typeof PrivateSession>

  @belongsTo(() => Team)
  declare team: BelongsTo<typeof Team>
}
