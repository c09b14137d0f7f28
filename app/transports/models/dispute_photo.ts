import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A photo of a dispute, on the Drive disk (content sniffed on upload). */
export default class DisputePhoto extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare disputeId: number

  @column()
  declare fileName: string

  @column()
  declare storageKey: string

  @column()
  declare mimeType: string

  @column()
  declare sizeBytes: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
