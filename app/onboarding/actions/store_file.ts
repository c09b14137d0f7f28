import { randomBytes } from 'node:crypto'
import { open, stat } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import {
  acceptsFile,
  claimedKind,
  isVettingStorageKey,
  safeFileName,
  sniffKind,
  type FileKind,
} from '#onboarding/domain/documents'
import { err, ok, type Result } from '#core/result'

/** An upload as the validator left it: where the body parser kept it and its names. */
export type Upload = { tmpPath: string | undefined; clientName: string; extname: string }

export type StoredFile = {
  fileName: string
  storageKey: string
  mimeType: string
  sizeBytes: number
}

export type UploadError = 'required' | 'wrong_content'

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

/**
 * Checks an upload's real content (magic bytes) against its extension and
 * the size cap, then moves it onto the Drive disk under `keyFor(kind)`. A
 * policy must be a PDF. The caller inserts the row and calls `discard` when
 * that fails.
 */
export async function storeUpload(
  upload: Upload,
  policy: boolean,
  keyFor: (randomHex: string, kind: FileKind) => string
): Promise<Result<StoredFile, UploadError>> {
  if (!upload.tmpPath) return err('required')
  const claimed = claimedKind(String(upload.extname ?? ''))
  const real = sniffKind(await readHead(upload.tmpPath))
  const { size } = await stat(upload.tmpPath)
  if (!claimed || !real || claimed.ext !== real.ext || !acceptsFile(policy, real, size))
    return err('wrong_content')
  const key = keyFor(randomBytes(16).toString('hex'), real)
  await drive.use().moveFromFs(upload.tmpPath, key, { contentType: real.mime })
  return ok({
    fileName: safeFileName(upload.clientName, real),
    storageKey: key,
    mimeType: real.mime,
    sizeBytes: size,
  })
}

/** Removes stored files (after the rows that named them are gone, or were never written). */
export async function discardFiles(keys: string[]) {
  for (const key of keys) if (isVettingStorageKey(key)) await drive.use().delete(key)
}
