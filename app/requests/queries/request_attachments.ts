import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import TransportRequestAttachment from '#requests/models/transport_request_attachment'
import { isStorageKey } from '#requests/domain/attachment_files'
import RequestAttachmentTransformer from '#requests/transformers/request_attachment_transformer'

/** The attachments of a request, oldest first (the columns RequestAttachmentTransformer reads). */
export function attachmentsOf(requestId: number) {
  return TransportRequestAttachment.query()
    .select('id', 'transport_request_id', 'file_name', 'mime_type', 'size_bytes', 'created_at')
    .where('transport_request_id', requestId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
}

/**
 * The attachments of a request as plain rows (RequestAttachmentTransformer's
 * shape), for pages of other capabilities that list a request's documents
 * (the transport pages); pass `RequestAttachmentTransformer.transform(await
 * attachmentsOf(id))` instead where a page can take a transformer resource.
 */
export async function listAttachments(requestId: number) {
  const rows = await attachmentsOf(requestId)
  return rows.map((row) => new RequestAttachmentTransformer(row).toObject())
}

/** One attachment of a request, or null (ids from the URL are checked by the caller). */
export function findAttachment(requestId: number, attachmentId: number) {
  return TransportRequestAttachment.query()
    .where('transport_request_id', requestId)
    .where('id', attachmentId)
    .first()
}

/** The stored bytes of an attachment (from the Drive disk), or null when its file is missing. */
export async function attachmentContents(
  attachment: Pick<TransportRequestAttachment, 'storageKey'>
): Promise<Readable | null> {
  if (!isStorageKey(attachment.storageKey)) return null
  const disk = drive.use()
  if (!(await disk.exists(attachment.storageKey))) return null
  return disk.getStream(attachment.storageKey)
}
