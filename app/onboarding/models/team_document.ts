import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import { centsColumn } from '#core/money_column'
import { BelongsToTeam } from '#teams/models/mixins'
import type { TeamDocumentKind, TeamDocumentState } from '#onboarding/domain/documents'

/**
 * A transporter team's document: an insurance policy (insurer, number,
 * cover, expiry) or another document, pending until staff accept or reject it.
 */
export default class TeamDocument extends compose(BaseModel, BelongsToTeam, WithTimestamps) {
  static table = 'team_documents'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: TeamDocumentKind

  @column()
  declare fileName: string

  @column({ serializeAs: null })
  declare storageKey: string

  @column()
  declare mimeType: string

  @column()
  declare sizeBytes: number

  @column()
  declare insurer: string | null

  @column()
  declare policyNumber: string | null

  @column(centsColumn())
  declare coverCents: number | null

  @column.date()
  declare expiresOn: DateTime | null

  @column()
  declare state: TeamDocumentState

  @column()
  declare rejectionReason: string | null

  @column()
  declare uploadedById: number | null

  @column()
  declare reviewedById: number | null

  @column.dateTime()
  declare reviewedAt: DateTime | null
}
