import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import TransportRequest from '#requests/models/transport_request'

export default class TransportRequestAttachment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportRequestId: number

  @column()
  declare fileName: string

  @column({ serializeAs: null })
  declare storageKey: string

  @column()
  declare mimeType: string

  @column()
  declare sizeBytes: number

  @column()
  declare uploadedById: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => TransportRequest)
  declare transportRequest: BelongsTo<typeof TransportRequest>
}
