import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DocumentRow } from '#documents/queries/transport_documents'

/** A transport's document as its pages and Admin → Documents list it (the full SHA-256: the page shortens it). */
export default class TransportDocumentTransformer extends BaseTransformer<DocumentRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      transportId: row.transportId,
      transportReference: row.transportReference ?? null,
      kind: row.kind,
      fileName: row.fileName,
      sizeBytes: row.sizeBytes,
      sha256: row.sha256,
      createdAt: row.createdAt,
    }
  }
}
