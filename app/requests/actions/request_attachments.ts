import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, open, rm, stat } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type User from '#identity/models/user'
import TransportRequest from '#requests/models/transport_request'
import TransportRequestAttachment from '#requests/models/transport_request_attachment'
import { canChangeAttachments } from '#requests/domain/request_rules'
import { err, ok, type Result } from '#core/result'

/**
 * Attachments of a transport request (DOMAIN "Notes and attachments"): PDF,
 * JPEG or PNG files up to 10 MB, at most 10 per request, added or removed
 * while the request is draft, submitted or quoted. Files live under
 * `tmp/uploads/requests/<teamId>/<32 hex>.<ext>`: the client's name is only
 * stored in the row (for the download's Content-Disposition), never in a path.
 */
export const MAX_ATTACHMENTS = 10
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
export const ATTACHMENT_EXTNAMES = ['pdf', 'jpg', 'jpeg', 'png']
const FILE_NAME_MAX = 200

export { canChangeAttachments }

type Kind = { ext: 'pdf' | 'jpg' | 'png'; mime: string }
const KINDS: Record<string, Kind> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
}

/** The real kind of a file from its first bytes (magic numbers), or null. */
export function sniffKind(head: Buffer): Kind | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return KINDS.pdf
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return KINDS.png
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return KINDS.jpg
  return null
}

async function readHead(path: string, bytes = 16): Promise<Buffer> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A display name safe to store and to send back: no path, no control characters, bounded. */
export function cleanFileName(clientName: string, ext: string): string {
  const base = basename(String(clientName ?? '').replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
  const name = base.length > 0 ? base : `allegato.${ext}`
  if (name.length <= FILE_NAME_MAX) return name
  const dot = name.lastIndexOf('.')
  const suffix = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : ''
  return name.slice(0, FILE_NAME_MAX - suffix.length) + suffix
}

const STORAGE_KEY = /^requests\/\d{1,10}\/[0-9a-f]{32}\.(pdf|jpg|png)$/

/** Absolute path of a stored attachment; null for a key this module would never write. */
export function attachmentPath(storageKey: string): string | null {
  return STORAGE_KEY.test(storageKey)
    ? app.makePath('tmp', 'uploads', ...storageKey.split('/'))
    : null
}

export type AttachmentUpload = {
  /** Where the body parser left the upload. */
  tmpPath: string
  clientName: string
  /** The extension the validator accepted (pdf, jpg, jpeg, png). */
  extname: string
}

export type AttachmentError = 'not_allowed' | 'too_many' | 'wrong_content'

/**
 * Stores an uploaded file for a request: checks the real content against the
 * extension, copies it under tmp/uploads, then inserts the row in a
 * transaction that locks the request (state and the 10-file limit checked
 * there). The stored file is removed when the insert does not happen.
 */
export async function storeAttachment(
  request: TransportRequest,
  user: User | null,
  upload: AttachmentUpload
): Promise<Result<TransportRequestAttachment, AttachmentError>> {
  if (!canChangeAttachments(request.state)) return err('not_allowed')
  const claimed = KINDS[String(upload.extname ?? '').toLowerCase()]
  const real = sniffKind(await readHead(upload.tmpPath))
  if (!claimed || !real || claimed.ext !== real.ext) return err('wrong_content')
  const { size } = await stat(upload.tmpPath)
  if (size > MAX_ATTACHMENT_BYTES) return err('wrong_content')

  const storageKey = `requests/${request.teamId}/${randomBytes(16).toString('hex')}.${real.ext}`
  const target = attachmentPath(storageKey)!
  await mkdir(dirname(target), { recursive: true })
  await copyFile(upload.tmpPath, target)

  try {
    const result = await db.transaction(async (trx) => {
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
        {
          transportRequestId: locked.id,
          fileName: cleanFileName(upload.clientName, real.ext),
          storageKey,
          mimeType: real.mime,
          sizeBytes: size,
          uploadedById: user?.id ?? null,
        },
        { client: trx }
      )
      return ok(attachment)
    })
    if (!result.ok) await rm(target, { force: true })
    return result
  } catch (error) {
    await rm(target, { force: true })
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
  if (result.ok) {
    const path = attachmentPath(attachment.storageKey)
    if (path) await rm(path, { force: true })
  }
  return result
}
