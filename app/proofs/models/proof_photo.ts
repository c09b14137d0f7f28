import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PhotoSlot } from '#shared/proof_zones'

/** A photo of a proof: the original byte for byte (with its SHA-256) and a display copy. */
export default class ProofPhoto extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare proofId: number

  @column()
  declare vehicleId: number

  @column()
  declare slot: PhotoSlot

  @column({ serializeAs: null })
  declare storageKey: string

  @column({ columnName: 'sha256' })
  declare sha256: string

  @column({ serializeAs: null })
  declare displayKey: string

  @column()
  declare mimeType: string

  @column()
  declare sizeBytes: number

  @column.dateTime()
  declare receivedAt: DateTime
}
