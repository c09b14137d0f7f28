import { createHash, randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import Invoice from '#invoicing/models/invoice'
import InvoiceFile, { type InvoiceFileKind } from '#invoicing/models/invoice_file'
import { fiscalDocumentData } from '#invoicing/queries/fiscal_document'
import { buildFatturaPa } from '#invoicing/domain/fatturapa'
import { renderInvoicePdf } from '#invoicing/domain/invoice_layout'
import { downloadName } from '#invoicing/domain/numbering'

const MIME: Record<InvoiceFileKind, string> = { xml: 'application/xml', pdf: 'application/pdf' }

export function sha256Hex(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * The invoice's XML and PDF: the stored ones, or — the first time they are
 * needed (the delivery job after the commit, or a first download) —
 * generated from the invoice's own rows, put on the Drive disk under a key
 * the server chooses and recorded with their SHA-256. Never regenerated:
 * every later download serves the same bytes. The invoice row is locked, so
 * two first requests make one file of each kind (and `(invoice_id, kind)` is
 * unique besides).
 */
export async function ensureInvoiceFilesWithin(
  invoiceId: number,
  trx: TransactionClientContract
): Promise<Result<Record<InvoiceFileKind, InvoiceFile>, 'not_found'>> {
  const invoice = await lockForUpdate(
    Invoice.query({ client: trx }).where('id', invoiceId),
    trx
  ).first()
  if (!invoice) return err('not_found')
  const files = await InvoiceFile.query({ client: trx }).where('invoice_id', invoiceId)
  const byKind = new Map(files.map((file) => [file.kind, file]))
  if (!byKind.has('xml') || !byKind.has('pdf')) {
    const data = await fiscalDocumentData(invoice, trx)
    if (!byKind.has('xml')) {
      byKind.set('xml', await store(invoice, 'xml', Buffer.from(buildFatturaPa(data), 'utf8'), trx))
    }
    if (!byKind.has('pdf')) {
      byKind.set('pdf', await store(invoice, 'pdf', await renderInvoicePdf(data), trx))
    }
  }
  return ok({ xml: byKind.get('xml')!, pdf: byKind.get('pdf')! })
}

export function ensureInvoiceFiles(invoiceId: number) {
  return db.transaction((trx) => ensureInvoiceFilesWithin(invoiceId, trx))
}

/** The file first, then its row: a rolled-back transaction leaves an unreferenced file, never a row without its file. */
async function store(
  invoice: Invoice,
  kind: InvoiceFileKind,
  bytes: Buffer,
  trx: TransactionClientContract
) {
  const key = `invoices/${invoice.year}/${invoice.id}/${randomBytes(12).toString('hex')}.${kind}`
  await drive.use().put(key, bytes, { contentType: MIME[kind] })
  return InvoiceFile.create(
    {
      invoiceId: invoice.id,
      kind,
      fileName: downloadName(invoice.kind, invoice.number, kind),
      storageKey: key,
      mimeType: MIME[kind],
      sizeBytes: bytes.length,
      sha256: sha256Hex(bytes),
    },
    { client: trx }
  )
}

/** A stored file's bytes as a stream, null when missing. */
export async function invoiceFileStream(storageKey: string): Promise<Readable | null> {
  if (!storageKey.startsWith('invoices/')) return null
  const disk = drive.use()
  if (!(await disk.exists(storageKey))) return null
  return disk.getStream(storageKey)
}

/** A stored file's bytes, null when missing. */
export async function invoiceFileBytes(storageKey: string): Promise<Buffer | null> {
  if (!storageKey.startsWith('invoices/')) return null
  const disk = drive.use()
  if (!(await disk.exists(storageKey))) return null
  return Buffer.from(await disk.getBytes(storageKey))
}
