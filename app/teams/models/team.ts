import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import TeamMember from '#teams/models/team_member'
import TeamInvitation from '#teams/models/team_invitation'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { booleanColumn, jsonColumn } from '#core/json_column'
import type { TeamKind } from '#teams/domain/team_roles'
import type { SuspensionSource } from '#teams/domain/suspension'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'

export type TeamServices = Record<string, unknown>

export default class Team extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare kind: TeamKind

  @column()
  declare legalName: string | null

  @column()
  declare vatNumber: string | null

  @column()
  declare fiscalCode: string | null

  @column()
  declare sdiCode: string | null

  @column()
  declare pec: string | null

  @column()
  declare street: string | null

  @column()
  declare cap: string | null

  @column()
  declare city: string | null

  @column()
  declare province: string | null

  @column()
  declare phone: string | null

  @column(jsonColumn<TeamServices>())
  declare services: TeamServices | null

  @column.dateTime()
  declare verifiedAt: DateTime | null

  /** A transporter team taking no work (expired insurance, staff decision) until this is cleared. */
  @column.dateTime()
  declare suspendedAt: DateTime | null

  @column()
  declare suspensionReason: string | null

  /** 'staff': suspended by staff (the whole area is read-only); null: the insurance check's suspension. */
  @column()
  declare suspensionSource: SuspensionSource | null

  /** Dealer plan: free (up to 5 suppliers) or pro (unlimited, pro discount). */
  @column()
  declare plan: 'free' | 'pro'

  @column.dateTime()
  declare proSince: DateTime | null

  /** The day the paid month of the pro plan ends: its renewal day (null: never pro). */
  @column.date()
  declare proUntil: DateTime | null

  /** Whether the pro plan renews from the wallet on `proUntil` (the dealer may stop it). */
  @column(booleanColumn())
  declare proRenews: boolean

  @hasMany(() => TeamMember)
  declare memberships: HasMany<typeof TeamMember>

  @manyToMany(() => User, {
    pivotTable: 'team_members',
    pivotColumns: ['role'],
    pivotTimestamps: true,
  })
  declare users: ManyToMany<typeof User>

  @hasMany(() => TeamInvitation)
  declare invitations: HasMany<typeof TeamInvitation>

  @hasMany(() => Address)
  declare addresses: HasMany<typeof Address>

  @hasMany(() => ClosingDay)
  declare closingDays: HasMany<typeof ClosingDay>

  @hasMany(() => TeamNotificationRecipient)
  declare notificationRecipients: HasMany<typeof TeamNotificationRecipient>
}
