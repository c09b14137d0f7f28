/**
 * Checks of an issued document's stored FatturaPA XML: valid against the
 * official XSD, its totals (what the SDI recomputes) equal to the invoice
 * row's, its hash the stored one.
 */
import { convert } from 'xmlbuilder2'
import type Invoice from '#invoicing/models/invoice'
import InvoiceFile from '#invoicing/models/invoice_file'
import { invoiceFileBytes, sha256Hex } from '#invoicing/actions/invoice_files'
import { validateFatturaPa } from '#tests/helpers/xsd'

export async function assertXmlMatchesRow(
  assert: any,
  invoice: Invoice,
  options: { xsd?: boolean } = {}
) {
  const file = await InvoiceFile.query()
    .where('invoice_id', invoice.id)
    .where('kind', 'xml')
    .firstOrFail()
  const xml = (await invoiceFileBytes(file.storageKey))!.toString('utf8')
  if (options.xsd !== false) {
    const validation = await validateFatturaPa(xml)
    assert.deepEqual(validation.errors, [], `${invoice.number} passes the XSD`)
  }
  const root = (convert(xml, { format: 'object' }) as any)['p:FatturaElettronica']
  const body = root.FatturaElettronicaBody
  const cents = (text: string) => Math.round(Number(text) * 100)
  const summaries = [body.DatiBeniServizi.DatiRiepilogo].flat()
  assert.equal(
    cents(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento),
    invoice.grossCents
  )
  assert.equal(
    summaries.reduce((sum: number, item: any) => sum + cents(item.ImponibileImporto), 0),
    invoice.netCents
  )
  assert.equal(
    summaries.reduce((sum: number, item: any) => sum + cents(item.Imposta), 0),
    invoice.vatCents
  )
  assert.equal(body.DatiGenerali.DatiGeneraliDocumento.Numero, invoice.number)
  assert.equal(file.sha256, sha256Hex(Buffer.from(xml, 'utf8')))
  return { root, xml }
}
