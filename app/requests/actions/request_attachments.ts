import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type User from '#identity/models/user'
import TransportRequest from '#requests/models/transport_request'
import TransportRequestAttachment from '#requests/models/transport_request_attachment'
import { canChangeAttachments } from '#requests/domain/request_rules'
import {
  isStorageKey,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  storageKey,
} from '#requests/domain/attachment_files'
import { err, ok, type Result } from '#core/result'
import { checkUpload, storeChecked } from '#core/files/uploads'

/*
| Attachments of a transport request (DOMAIN "Notes and attachments"): PDF,
| JPEG or PNG files up to 10 MB, at most 10 per request, added or removed
| while the request is draft, submitted or quoted. The files live on the
| Drive disk (config/drive.ts: the local disk by default, an S3-compatible
| bucket by configuration) under `requests/<teamId>/<32 hex>.<ext>`; the
| client's name is only stored, made safe, as the row's display name.
*/

export type AttachmentUpload = {
  /** Where the body parser left the upload (missing when it could not keep it). */
  tmpPath: string | undefined
  clientName: string
  /** The extension the validator accepted (pdf, jpg, jpeg, png). */
  extname: string
}

export type AttachmentError = 'required' | 'not_allowed' | 'too_many' | 'wrong_content'

/** The row, in a transaction that locks the request (its state and the 10-file limit are checked there). */
function insertRow(
  request: TransportRequest,
  row: Pick<TransportRequestAttachment, 'fileName' | 'storageKey' | 'mimeType' | 'sizeBytes'>,
  user: User | null
): Promise<Result<TransportRequestAttachment, 'not_allowed' | 'too_many'>> {
  return db.transaction(async (trx) => {
    const locked = await TransportRequest.query({ client: trx })
      .where('id', request.id)
      .forUpdate()
      .firstOrFail()
    if (!canChangeAttachments(locked.state)) return err('not_allowed' as const)
    const [{ total }] = await trx
      .from('transport_request_attachments')
      .where('transport_request_id', locked.id)
      .count('* as total')
    if (Number(total) >= MAX_ATTACHMENTS) return err('too_many' as const)
    const attachment = await TransportRequestAttachment.create(
      { ...row, transportRequestId: locked.id, uploadedById: user?.id ?? null },
      { client: trx }
    )
    return ok(attachment)
  })
}

/**
 * Stores an uploaded file for a request: checks the real content against
 * the extension, moves it onto the Drive disk, then inserts the row. The
 * stored file is removed again when the row is not inserted.
 */
export async function storeAttachment(
  request: TransportRequest,
  user: User | null,
  upload: AttachmentUpload
): Promise<Result<TransportRequestAttachment, AttachmentError>> {
  if (!canChangeAttachments(request.state)) return err('not_allowed')
  const checked = await checkUpload(upload, (_kind, size) => size <= MAX_ATTACHMENT_BYTES)
  if (!checked.ok) return checked
  const row = await storeChecked(checked.value, (hex, kind) =>
    storageKey(request.teamId, hex, kind)
  )
  const disk = drive.use()
  const key = row.storageKey
  try {
    const result = await insertRow(request, row, user)
    if (!result.ok) await disk.delete(key)
    return result
  } catch (error) {
    await disk.delete(key)
    throw error
  }
}

/** Removes the row and then the file (while the request allows changes). */
export async function deleteAttachment(
  request: TransportRequest,
  attachment: TransportRequestAttachment
): Promise<Result<true, 'not_allowed'>> {
  const result = await db.transaction(async (trx) => {
    const locked = await TransportRequest.query({ client: trx })
      .where('id', request.id)
      .forUpdate()
      .firstOrFail()
    if (!canChangeAttachments(locked.state)) return err('not_allowed' as const)
    await TransportRequestAttachment.query({ client: trx })
      .where('id', attachment.id)
      .where('transport_request_id', locked.id)
      .delete()
    return ok(true as const)
  })
  if (result.ok && isStorageKey(attachment.storageKey)) {
    await drive.use().delete(attachment.storageKey)
  }
  return result
}
