import type { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { BelongsToTeam } from '#teams/models/mixins'
import { centsColumn } from '#core/money_column'
import { jsonColumn } from '#core/json_column'
import InvoiceLine from '#invoicing/models/invoice_line'
import type { InvoiceKind } from '#invoicing/domain/numbering'
import type { PaymentMethod } from '#invoicing/domain/fatturapa'
import type { CustomerSnapshot, SellerSnapshot } from '#invoicing/domain/parties'
import type { VatSummary } from '#invoicing/domain/totals'

/**
 * An issued invoice or credit note of the platform to a dealer team. Never
 * changed after issue (the hooks refuse updates and deletes, like the
 * wallet's ledger): a correction is a credit note.
 */
export default class Invoice extends compose(BaseModel, BelongsToTeam) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: InvoiceKind

  @column()
  declare year: number

  @column()
  declare sequence: number

  /** `2026/000123`, `NC/2026/000004` */
  @column()
  declare number: string

  /** The Rome calendar day of issue. */
  @column.date()
  declare issuedOn: DateTime

  @column.dateTime()
  declare issuedAt: DateTime

  @column()
  declare customerName: string

  @column(jsonColumn<CustomerSnapshot>())
  declare customer: CustomerSnapshot

  @column(jsonColumn<SellerSnapshot>())
  declare seller: SellerSnapshot

  @column()
  declare paymentMethod: PaymentMethod | null

  @column(centsColumn())
  declare netCents: number

  @column(centsColumn())
  declare vatCents: number

  @column(centsColumn())
  declare grossCents: number

  @column(jsonColumn<VatSummary[]>())
  declare summaries: VatSummary[]

  @column()
  declare orderId: number | null

  @column()
  declare transportId: number | null

  @column()
  declare relatedInvoiceId: number | null

  /** a credit note's invoice number, copied at issue */
  @column()
  declare relatedNumber: string | null

  @column()
  declare reason: string | null

  @column()
  declare idempotencyKey: string | null

  @column()
  declare issuedByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @hasMany(() => InvoiceLine)
  declare lines: HasMany<typeof InvoiceLine>

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Issued invoices are never changed')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Issued invoices are never deleted')
  }
}
