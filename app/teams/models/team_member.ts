import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import type { TeamRole } from '#teams/domain/team_roles'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export default class TeamMember extends compose(BaseModel, BelongsToTeam, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare role: TeamRole

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
