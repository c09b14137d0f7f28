/**
 * Rules about a transport's documents (pure).
 */
import type { DocumentKind } from '#documents/models/transport_document'

/** The states in which a transport has a carrier and may get its CMR. */
export const CMR_STATES = [
  'assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'delivered',
  'completed',
  'disputed',
] as const

export function mayHaveCmr(state: string) {
  return (CMR_STATES as readonly string[]).includes(state)
}

/** The name offered on download. */
export function documentFileName(kind: DocumentKind, reference: string) {
  const prefix = { cmr: 'CMR', pickup_proof: 'Presa-in-carico', delivery_proof: 'Consegna' }[kind]
  return `${prefix}-${reference}.pdf`
}

/** The first 12 characters of a SHA-256, as the lists show it. */
export function shortHash(sha256: string) {
  return sha256.slice(0, 12)
}

export type DocumentFilters = {
  page: number
  kind?: DocumentKind
  /** Rome days, `yyyy-MM-dd`, inclusive */
  from?: string
  to?: string
  /** part of a transport reference */
  q?: string
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO.test(value)) return undefined
  const [y, m, d] = value.split('-').map(Number)
  const parsed = new Date(Date.UTC(y, m - 1, d))
  return parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d ? value : undefined
}

/** Admin → Documents' filters from the query string; anything malformed is dropped. */
export function parseDocumentFilters(
  qs: Record<string, unknown>,
  kinds: readonly DocumentKind[]
): DocumentFilters {
  const page = typeof qs.page === 'string' && /^[1-9]\d{0,5}$/.test(qs.page) ? Number(qs.page) : 1
  const filters: DocumentFilters = { page: Math.min(page, 100_000) }
  if ((kinds as readonly unknown[]).includes(qs.kind)) filters.kind = qs.kind as DocumentKind
  const from = isoDate(qs.from)
  const to = isoDate(qs.to)
  if (from) filters.from = from
  if (to) filters.to = to
  if (typeof qs.q === 'string' && qs.q.trim()) filters.q = qs.q.trim().slice(0, 40)
  return filters
}
