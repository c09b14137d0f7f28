import type { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, column } from '@adonisjs/lucid/orm'

export const INVOICE_FILE_KINDS = ['xml', 'pdf'] as const
export type InvoiceFileKind = (typeof INVOICE_FILE_KINDS)[number]

/**
 * A generated file of an invoice (the FatturaPA XML, the PDF) on the Drive
 * disk with the SHA-256 of its bytes: made once, served as stored ever after.
 */
export default class InvoiceFile extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare invoiceId: number

  @column()
  declare kind: InvoiceFileKind

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Invoice files are never rewritten')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Invoice files are never deleted')
  }
}
