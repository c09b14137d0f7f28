/**
 * Reads of transports' documents: the list of one transport (its pages),
 * Admin → Documents (every transport's, filtered), and a file's bytes.
 * The caller has found the transport within what the member may see.
 */
import type { Readable } from 'node:stream'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import TransportDocument, { DOCUMENT_KINDS } from '#documents/models/transport_document'
import Transport from '#transports/models/transport'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { Inertia } from '@adonisjs/inertia'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { plainRows, namesById, type PlainRow } from '#core/database/plain_rows'
import { contains, databaseNow } from '#core/database/dialect'
import { TIME_ZONE } from '#shared/time_zone'
import { mayHaveCmr, type DocumentFilters } from '#documents/domain/documents'
import { verifyTransport, type TransportIntegrity } from '#documents/queries/verify_evidence'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import TransportDocumentTransformer from '#documents/transformers/transport_document_transformer'

export const DOCUMENTS_PER_PAGE = 25

const ATTRIBUTES = [
  'id',
  'transportId',
  'kind',
  'fileName',
  'sizeBytes',
  'sha256',
  'createdAt',
] as const

export type DocumentRow = PlainRow<typeof TransportDocument, (typeof ATTRIBUTES)[number]> & {
  transportReference?: string | null
}

/** A transport's documents, oldest first (a handful: the CMR and the proofs). */
export function documentsOfTransport(transportId: number): Promise<DocumentRow[]> {
  const query = TransportDocument.query()
    .where('transport_id', transportId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(100)
  return plainRows(TransportDocument, query, ATTRIBUTES) as Promise<DocumentRow[]>
}

export function findTransportDocument(transportId: number, documentId: number) {
  return TransportDocument.query()
    .where('transport_id', transportId)
    .where('id', documentId)
    .select('id', 'transport_id', 'kind', 'file_name', 'storage_key', 'mime_type')
    .first()
}

/** The stored bytes as a stream, null when the file is missing. */
export async function documentContents(storageKey: string): Promise<Readable | null> {
  if (!storageKey.startsWith('transport-documents/')) return null
  const disk = drive.use()
  if (!(await disk.exists(storageKey))) return null
  return disk.getStream(storageKey)
}

/** `ctx.inertia.optional`: a prop computed only when a partial reload asks for it. */
type Lazy = Inertia<any>['optional']

/**
 * The "Documenti" section of a transport page: its documents, whether the
 * CMR is yet to be generated (on its first download), and for staff the
 * integrity check, computed only when the page asks for it (`lazy`:
 * `ctx.inertia.optional`, a partial reload of `integrity`).
 */
export async function transportDocumentsProps(
  transport: Pick<Transport, 'id' | 'reference' | 'state'>,
  member: CurrentTeam,
  lazy?: Lazy
) {
  const rows = await documentsOfTransport(transport.id)
  const staff = member.team.kind === 'staff'
  return {
    transportDocuments: {
      items: TransportDocumentTransformer.transform(rows),
      cmrPending: mayHaveCmr(transport.state) && !rows.some((row) => row.kind === 'cmr'),
    },
    ...(staff && lazy
      ? { integrity: lazy(async () => toJsonValue(await verifyTransport(transport))) }
      : {}),
  }
}

/** The report as the page receives it (plain JSON: ids, kinds, counts). */
function toJsonValue(report: TransportIntegrity) {
  return report as unknown as { [key: string]: JSONDataTypes }
}

function startOfDay(day: string) {
  return databaseNow(undefined, DateTime.fromISO(day, { zone: TIME_ZONE }).startOf('day').toUTC())
}

/** Admin → Documents: every transport's documents, newest first, filtered, with the transport's reference. */
export async function documentRows(filters: DocumentFilters): Promise<Paginated<DocumentRow>> {
  const query = TransportDocument.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.kind) query.where('kind', filters.kind)
  if (filters.from) query.where('created_at', '>=', startOfDay(filters.from))
  if (filters.to) {
    const next = DateTime.fromISO(filters.to).plus({ days: 1 }).toISODate()!
    query.where('created_at', '<', startOfDay(next))
  }
  if (filters.q) {
    query.whereIn(
      'transport_id',
      Transport.query()
        .whereRaw(...contains('reference', filters.q))
        .select('id')
    )
  }
  const result = await paginateWithin(filters.page, (page) =>
    paginatePlainRows(TransportDocument, query, ATTRIBUTES, page, DOCUMENTS_PER_PAGE)
  )
  const rows = result.all() as DocumentRow[]
  const references = await namesById(
    Transport,
    rows.map((row) => row.transportId),
    'reference'
  )
  for (const row of rows) row.transportReference = references.get(row.transportId) ?? null
  return paginated(result) as Paginated<DocumentRow>
}

export { DOCUMENT_KINDS }
