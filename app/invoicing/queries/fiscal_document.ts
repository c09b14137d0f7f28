import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invoice from '#invoicing/models/invoice'
import InvoiceLine from '#invoicing/models/invoice_line'
import { sdiProgressive } from '#invoicing/domain/numbering'
import type { InvoicePdfData } from '#invoicing/domain/invoice_layout'
import { appName } from '#config/app'

/**
 * Everything the XML and the PDF of an issued document print, read from its
 * rows (never from the team or the settings of today): the snapshots, the
 * lines, the credited invoice, the order's and transport's references.
 */
export async function fiscalDocumentData(
  invoice: Invoice,
  trx: TransactionClientContract
): Promise<InvoicePdfData> {
  const lines = await InvoiceLine.query({ client: trx })
    .where('invoice_id', invoice.id)
    .orderBy('position', 'asc')
  const related = invoice.relatedInvoiceId
    ? await Invoice.query({ client: trx })
        .where('id', invoice.relatedInvoiceId)
        .select('id', 'number', 'issued_on')
        .first()
    : null
  const references: string[] = []
  if (invoice.orderId) {
    const order = await trx.from('orders').where('id', invoice.orderId).select('reference').first()
    if (order) references.push(`Ordine ${order.reference}`)
  }
  if (invoice.transportId) {
    const transport = await trx
      .from('transports')
      .where('id', invoice.transportId)
      .select('reference')
      .first()
    if (transport) references.push(`Trasporto ${transport.reference}`)
  }
  return {
    kind: invoice.kind,
    number: invoice.number,
    issuedOn: invoice.issuedOn.toISODate()!,
    progressive: sdiProgressive(invoice.id),
    seller: invoice.seller,
    customer: invoice.customer,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitNetCents: line.unitNetCents,
      vatBasisPoints: line.vatBasisPoints,
      netCents: line.netCents,
    })),
    summaries: invoice.summaries,
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    grossCents: invoice.grossCents,
    paymentMethod: invoice.paymentMethod,
    related: related ? { number: related.number, issuedOn: related.issuedOn.toISODate()! } : null,
    reason: invoice.reason,
    references,
    issuedAt: invoice.issuedAt.toJSDate(),
    platform: appName,
  }
}
