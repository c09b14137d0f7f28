import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const DOCUMENT_KINDS = ['cmr', 'pickup_proof', 'delivery_proof'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** A PDF of a transport on the Drive disk, with the SHA-256 of its bytes. Never rewritten. */
export default class TransportDocument extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare kind: DocumentKind

  @column()
  declare fileName: string

  @column()
  declare storageKey: string

  @column()
  declare mimeType: string

  @column()
  declare sizeBytes: number

  @column({ columnName: 'sha256' })
  declare sha256: string

  @column()
  declare createdByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
