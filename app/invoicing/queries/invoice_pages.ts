/**
 * Reads behind the invoice pages: one page of a list (a dealer team's, or
 * every team's for staff), filtered; the years and customers the filters
 * offer; one document for a download. Lists read plain rows (only the shown
 * columns) and the SDI dates of the page's ids in one query.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Invoice from '#invoicing/models/invoice'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { instant, type PlainRow } from '#core/database/plain_rows'
import { contains } from '#core/database/dialect'
import type { InvoiceFilters } from '#invoicing/domain/invoice_filters'

export const INVOICES_PER_PAGE = 25

const ATTRIBUTES = [
  'id',
  'kind',
  'number',
  'issuedOn',
  'teamId',
  'customerName',
  'paymentMethod',
  'netCents',
  'vatCents',
  'grossCents',
  'relatedNumber',
] as const

export type InvoiceRow = PlainRow<typeof Invoice, (typeof ATTRIBUTES)[number]> & {
  /** when the XML was handed to the SDI (staff lists) */
  sdiSentAt?: string | null
}

/** A list: the dealer's (`teamId` given by the caller's scope) or staff's, newest first. */
export async function invoiceRows(
  filters: InvoiceFilters,
  scope: { teamId: number } | { staff: true }
): Promise<Paginated<InvoiceRow>> {
  const query = Invoice.query().orderBy('issued_on', 'desc').orderBy('id', 'desc')
  if ('teamId' in scope) query.where('team_id', scope.teamId)
  else if (filters.teamId) query.where('team_id', filters.teamId)
  if (filters.kind) query.where('kind', filters.kind)
  if (filters.year) {
    query.whereBetween('issued_on', [`${filters.year}-01-01`, `${filters.year}-12-31`])
  }
  if (filters.from) query.where('issued_on', '>=', filters.from)
  if (filters.to) query.where('issued_on', '<=', filters.to)
  if (filters.q) query.whereRaw(...contains('number', filters.q))
  if (filters.sdi) {
    const sent = db
      .from('sdi_transmissions')
      .whereColumn('sdi_transmissions.invoice_id', 'invoices.id')
    if (filters.sdi === 'sent') query.whereExists(sent)
    else query.whereNotExists(sent)
  }
  const result = await paginateWithin(filters.page, (page) =>
    paginatePlainRows(Invoice, query, ATTRIBUTES, page, INVOICES_PER_PAGE)
  )
  const rows = result.all() as InvoiceRow[]
  await withSdiDates(rows)
  return paginated(result) as Paginated<InvoiceRow>
}

async function withSdiDates(rows: InvoiceRow[]) {
  if (rows.length === 0) return
  const sent = await db
    .from('sdi_transmissions')
    .whereIn(
      'invoice_id',
      rows.map((row) => row.id)
    )
    .select('invoice_id', 'sent_at')
  const byInvoice = new Map(sent.map((row) => [Number(row.invoice_id), instant(row.sent_at)]))
  for (const row of rows) row.sdiSentAt = byInvoice.get(row.id) ?? null
}

/** The years a list's filter offers: those with documents, newest first, this year always. */
export async function invoiceYears(scope: { teamId: number } | { staff: true }): Promise<number[]> {
  const query = db.from('invoices').distinct('year').orderBy('year', 'desc').limit(50)
  if ('teamId' in scope) query.where('team_id', scope.teamId)
  const rows = await query
  const years = rows.map((row) => Number(row.year))
  const current = DateTime.now().setZone('Europe/Rome').year
  return [...new Set([current, ...years])].sort((a, b) => b - a)
}

/** Staff's customer filter: the dealer teams that have documents, by name. */
export async function invoicedTeams(): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .from('teams')
    .whereIn('id', db.from('invoices').distinct('team_id'))
    .select('id', 'name')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(1000)
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }))
}

/** One document the member may see: their team's (dealer) or any (staff); null otherwise. */
export function findInvoice(id: number, scope: { teamId: number } | { staff: true }) {
  const query = Invoice.query().where('id', id).select('id', 'team_id', 'kind', 'number')
  if ('teamId' in scope) query.where('team_id', scope.teamId)
  return query.first()
}
