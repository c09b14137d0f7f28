import { randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TransportDocument, { type DocumentKind } from '#documents/models/transport_document'
import { sha256Hex } from '#documents/domain/evidence'
import TransportEvent, { type TransportActorKind } from '#transports/models/transport_event'

export type NewDocument = {
  transportId: number
  kind: DocumentKind
  /** the name offered on download, e.g. `CMR-T-2026-000123.pdf` */
  fileName: string
  bytes: Buffer
  actor: { kind: TransportActorKind; userId: number | null }
}

export { sha256Hex }

/**
 * Stores a PDF of a transport: the bytes on the Drive disk under a key the
 * server chooses, a `transport_documents` row with their SHA-256, and a
 * `document_sealed` event in the timeline carrying the same hash (so the
 * timeline's hash chain covers the file). Runs inside the caller's
 * transaction; the file is written first (a rolled-back transaction leaves an
 * unreferenced file, never a row without its file).
 */
export async function storeTransportDocument(input: NewDocument, trx: TransactionClientContract) {
  const sha256 = sha256Hex(input.bytes)
  const key = `transport-documents/${input.transportId}/${randomBytes(16).toString('hex')}.pdf`
  await drive.use().put(key, input.bytes, { contentType: 'application/pdf' })
  const document = await TransportDocument.create(
    {
      transportId: input.transportId,
      kind: input.kind,
      fileName: input.fileName,
      storageKey: key,
      mimeType: 'application/pdf',
      sizeBytes: input.bytes.length,
      sha256,
      createdByUserId: input.actor.userId,
    },
    { client: trx }
  )
  await TransportEvent.create(
    {
      transportId: input.transportId,
      type: 'document_sealed',
      fromState: null,
      toState: null,
      actorKind: input.actor.kind,
      actorUserId: input.actor.userId,
      payload: { documentId: document.id, kind: input.kind, sha256 },
    },
    { client: trx }
  )
  return document
}
