import drive from '@adonisjs/drive/services/main'
import { acceptsFile, isVettingStorageKey, type FileKind } from '#onboarding/domain/documents'
import { checkUpload, storeChecked, type StoredFile, type Upload } from '#core/files/uploads'
import { ok, type Result } from '#core/result'

export type { StoredFile, Upload }

export type UploadError = 'required' | 'wrong_content'

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
  const checked = await checkUpload(upload, (kind, size) => acceptsFile(policy, kind, size))
  if (!checked.ok) return checked
  return ok(await storeChecked(checked.value, keyFor))
}

/** Removes stored files (after the rows that named them are gone, or were never written). */
export async function discardFiles(keys: string[]) {
  for (const key of keys) if (isVettingStorageKey(key)) await drive.use().delete(key)
}
