import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import type { TeamRole } from '#teams/domain/team_roles'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export default class TeamInvitation extends compose(BaseModel, BelongsToTeam, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare role: TeamRole

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare invitedById: number | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare acceptedAt: DateTime | null

  /** Set when the team or staff revoke it: the link stops working, the row stays for staff. */
  @column.dateTime()
  declare revokedAt: DateTime | null

  /** When its e-mail last went out (the invitation, then each resend). */
  @column.dateTime()
  declare sentAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'invitedById' })
  declare invitedBy: BelongsTo<typeof User>

  get isExpired() {
    return this.expiresAt <= DateTime.now()
  }
}
