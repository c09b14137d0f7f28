import type { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, beforeUpdate } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import { centsColumn } from '#core/money_column'
import type { DryRunReason } from '#transports/domain/dry_runs'

/** Coordinates come back from PostgreSQL's numeric as text: numbers on both databases. */
const coordinate = {
  consume: (value: unknown) => (value === null || value === undefined ? null : Number(value)),
}

/**
 * A dry run (issue 11): the carrier found the pickup site closed or the
 * vehicle not ready, with a photo (SHA-256 kept) and, with consent, the
 * position. Evidence: never edited once recorded.
 */
export default class DryRun extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare reason: DryRunReason

  @column()
  declare note: string | null

  @column.date()
  declare scheduledPickupOn: DateTime

  @column({ serializeAs: null })
  declare photoKey: string

  @column({ columnName: 'photo_sha256' })
  declare photoSha256: string

  @column()
  declare photoMime: string

  @column()
  declare photoSizeBytes: number

  @column(coordinate)
  declare latitude: number | null

  @column(coordinate)
  declare longitude: number | null

  @column()
  declare accuracyM: number | null

  @column()
  declare recordedById: number | null

  @column(centsColumn())
  declare feeCents: number

  @column()
  declare dealerTeamId: number

  @column()
  declare carrierTeamId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'recordedById' })
  declare recordedBy: BelongsTo<typeof User>

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Dry runs are evidence: never edited')
  }
}
