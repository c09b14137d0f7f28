import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A one-time link e-mailed to a referent: only the SHA-256 of its token is stored. */
export default class ProofLink extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare proofId: number

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare email: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
