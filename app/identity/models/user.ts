import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { BaseModel, column, belongsTo, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import { WithTimestamps } from '#core/database/mixins'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder, WithTimestamps) {
  static accessTokens = DbAccessTokensProvider.forModel(User, {
    expiresIn: '365 days',
    prefix: 'trp_',
    table: 'auth_access_tokens',
    type: 'api_token',
    tokenSecretLength: 40,
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fullName: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare locale: string | null

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  @column({ serializeAs: null })
  declare twoFactorRecoveryCodes: string | null

  @column.dateTime()
  declare twoFactorConfirmedAt: DateTime | null

  /** TOTP time step of the last accepted code: that step and older ones are refused. */
  @column({ serializeAs: null })
  declare twoFactorLastUsedStep: number | null

  @column.dateTime()
  declare passwordConfirmedAt: DateTime | null

  @column()
  declare currentTeamId: number | null

  /** The newest changelog entry the user has opened (the "what's new" dot). */
  @column({ serializeAs: null })
  declare changelogSeenId: number | null

  @belongsTo(() => Team, { foreignKey: 'currentTeamId' })
  declare currentTeam: BelongsTo<typeof Team>

  @hasMany(() => TeamMember)
  declare memberships: HasMany<typeof TeamMember>

  @manyToMany(() => Team, {
    pivotTable: 'team_members',
    pivotColumns: ['role'],
    pivotTimestamps: true,
  })
  declare teams: ManyToMany<typeof Team>

  get hasTwoFactor() {
    return this.twoFactorConfirmedAt !== null && this.twoFactorSecret !== null
  }
}
