import TransportRequestAttachment from '#requests/models/transport_request_attachment'

/** The attachments of a request, oldest first, as the show/edit pages list them. */
export async function listAttachments(requestId: number) {
  const rows = await TransportRequestAttachment.query()
    .where('transport_request_id', requestId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISO(),
  }))
}

/** One attachment of a request, or null (ids from the URL are checked by the caller). */
export function findAttachment(requestId: number, attachmentId: number) {
  return TransportRequestAttachment.query()
    .where('transport_request_id', requestId)
    .where('id', attachmentId)
    .first()
}
