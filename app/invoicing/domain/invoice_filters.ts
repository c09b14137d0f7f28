/**
 * The invoice lists' filters from the query string (pure): anything
 * malformed is dropped, never an error.
 */
import { INVOICE_KINDS, type InvoiceKind } from '#invoicing/domain/numbering'

export type InvoiceFilters = {
  page: number
  year?: number
  kind?: InvoiceKind
  /** part of a number, e.g. `000123` or `NC/2026` */
  q?: string
  /** staff only: one customer team */
  teamId?: number
  /** staff only: issue days, yyyy-MM-dd, inclusive */
  from?: string
  to?: string
  /** staff only: handed to the SDI or not yet */
  sdi?: 'sent' | 'pending'
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO.test(value)) return undefined
  const [y, m, d] = value.split('-').map(Number)
  const parsed = new Date(Date.UTC(y, m - 1, d))
  return parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d && y >= 2000
    ? value
    : undefined
}

function id(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined
  const number = Number(value)
  return number <= 2_147_483_647 ? number : undefined
}

export function parseInvoiceFilters(qs: Record<string, unknown>, staff: boolean): InvoiceFilters {
  const page = typeof qs.page === 'string' && /^[1-9]\d{0,5}$/.test(qs.page) ? Number(qs.page) : 1
  const filters: InvoiceFilters = { page: Math.min(page, 100_000) }
  if (typeof qs.year === 'string' && /^\d{4}$/.test(qs.year)) {
    const year = Number(qs.year)
    if (year >= 2000 && year <= 2999) filters.year = year
  }
  if ((INVOICE_KINDS as readonly unknown[]).includes(qs.kind)) filters.kind = qs.kind as InvoiceKind
  if (typeof qs.q === 'string' && qs.q.trim()) filters.q = qs.q.trim().slice(0, 20)
  if (!staff) return filters
  const teamId = id(qs.teamId)
  if (teamId) filters.teamId = teamId
  const from = isoDate(qs.from)
  const to = isoDate(qs.to)
  if (from) filters.from = from
  if (to) filters.to = to
  if (qs.sdi === 'sent' || qs.sdi === 'pending') filters.sdi = qs.sdi
  return filters
}
