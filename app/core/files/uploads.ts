import { randomBytes } from 'node:crypto'
import { open, stat } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import {
  claimedKind,
  safeFileName,
  sniffKind,
  type FileKind,
} from '#requests/domain/attachment_files'
import { err, ok, type Result } from '#core/result'

/**
 * Uploaded files, one way for every capability (request attachments,
 * onboarding documents, dispute photos): the real content (magic bytes) must
 * match the extension and the caller's rule (kinds, size), then the file is
 * moved onto the Drive disk under a key the server chooses.
 */

/** An upload as the validator left it: where the body parser kept it and its names. */
export type Upload = { tmpPath: string | undefined; clientName: string; extname: string }

export type CheckedUpload = { tmpPath: string; clientName: string; kind: FileKind; size: number }

export type StoredFile = {
  fileName: string
  storageKey: string
  mimeType: string
  sizeBytes: number
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

/** The upload's real kind and size, when they match its extension and `accepts`. */
export async function checkUpload(
  upload: Upload,
  accepts: (kind: FileKind, size: number) => boolean
): Promise<Result<CheckedUpload, 'required' | 'wrong_content'>> {
  if (!upload.tmpPath) return err('required')
  const claimed = claimedKind(String(upload.extname ?? ''))
  const real = sniffKind(await readHead(upload.tmpPath))
  if (!claimed || !real || claimed.ext !== real.ext) return err('wrong_content')
  const { size } = await stat(upload.tmpPath)
  if (!accepts(real, size)) return err('wrong_content')
  return ok({ tmpPath: upload.tmpPath, clientName: upload.clientName, kind: real, size })
}

/** Moves a checked upload onto the Drive disk under `keyFor(randomHex, kind)`. */
export async function storeChecked(
  file: CheckedUpload,
  keyFor: (randomHex: string, kind: FileKind) => string
): Promise<StoredFile> {
  const key = keyFor(randomBytes(16).toString('hex'), file.kind)
  await drive.use().moveFromFs(file.tmpPath, key, { contentType: file.kind.mime })
  return {
    fileName: safeFileName(file.clientName, file.kind),
    storageKey: key,
    mimeType: file.kind.mime,
    sizeBytes: file.size,
  }
}
