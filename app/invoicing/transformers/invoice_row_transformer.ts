import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InvoiceRow } from '#invoicing/queries/invoice_pages'

/**
 * A document in the invoice lists. Dealers see their own documents' fields;
 * staff also the customer and the SDI hand-over (`forStaff`).
 */
export default class InvoiceRowTransformer extends BaseTransformer<InvoiceRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      issuedOn: row.issuedOn,
      paymentMethod: row.paymentMethod,
      netCents: row.netCents,
      vatCents: row.vatCents,
      grossCents: row.grossCents,
      relatedNumber: row.relatedNumber,
    }
  }

  forStaff() {
    const row = this.resource
    return {
      ...this.toObject(),
      teamId: row.teamId,
      customerName: row.customerName,
      sdiSentAt: row.sdiSentAt ?? null,
    }
  }
}
