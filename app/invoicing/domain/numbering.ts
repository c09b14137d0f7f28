/**
 * Numbers of the platform's fiscal documents (pure).
 *
 * Two series, each restarting at 1 every calendar year (Europe/Rome):
 * - invoices (fatture, TD01): `2026/000123`;
 * - credit notes (note di credito, TD04): `NC/2026/000004` — a series of
 *   their own (a "sezionale"), as Italian practice allows as long as each
 *   series is progressive without gaps within the year and its numbers are
 *   told apart (the `NC/` prefix).
 * Six digits at least; a seventh appears after 999,999 documents in a year.
 */
import { type DateTime } from 'luxon'
import { TIME_ZONE } from '#shared/time_zone'

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/** FatturaPA's TipoDocumento of each kind. */
export const DOCUMENT_TYPE: Record<InvoiceKind, 'TD01' | 'TD04'> = {
  invoice: 'TD01',
  credit_note: 'TD04',
}

const PREFIX: Record<InvoiceKind, string> = { invoice: '', credit_note: 'NC/' }

/** The number of the `sequence`-th document of a kind in a year: `2026/000123`, `NC/2026/000004`. */
export function documentNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error('A sequence starts at 1')
  if (!Number.isSafeInteger(year) || year < 2000 || year > 9999) throw new Error('Not a year')
  return `${PREFIX[kind]}${year}/${String(sequence).padStart(6, '0')}`
}

/** The Rome calendar day and year of an instant: what the document's date and series are. */
export function issueDay(at: DateTime): { issuedOn: string; year: number } {
  const rome = at.setZone(TIME_ZONE)
  return { issuedOn: rome.toISODate()!, year: rome.year }
}

/** The file names offered on download: `Fattura-2026-000123.pdf`, `Nota-di-credito-NC-2026-000004.xml`. */
export function downloadName(kind: InvoiceKind, number: string, extension: 'pdf' | 'xml') {
  const label = kind === 'invoice' ? 'Fattura' : 'Nota-di-credito'
  return `${label}-${number.replaceAll('/', '-')}.${extension}`
}

/**
 * The SDI's name of a transmitted file: `IT<P.IVA of the transmitter>_<progressive>.xml`,
 * the progressive being 5 characters [0-9A-Z] (the invoice's id in base 36, zero-padded):
 * unique per transmitter for 60 million documents.
 */
export function sdiProgressive(invoiceId: number): string {
  if (!Number.isSafeInteger(invoiceId) || invoiceId < 1 || invoiceId >= 36 ** 5) {
    throw new Error('An invoice id between 1 and 36^5 − 1')
  }
  return invoiceId.toString(36).toUpperCase().padStart(5, '0')
}

export function sdiFileName(transmitterVatNumber: string, invoiceId: number): string {
  const vat = transmitterVatNumber.replace(/^IT/i, '')
  return `IT${vat}_${sdiProgressive(invoiceId)}.xml`
}
