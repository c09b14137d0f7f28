import { createHash, randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { ok, type Result } from '#core/result'
import { sha256Hex } from '#documents/actions/store_transport_document'
import { parseSignature } from '#proofs/domain/proof_rules'

export type StoredSignature = { key: string; sha256: string }

/** A drawn signature checked (a PNG of sane size) and stored on the Drive disk, or null when none was drawn. */
export async function storeSignature(
  transportId: number,
  dataUrl: string | null
): Promise<Result<StoredSignature | null, 'signature_invalid'>> {
  if (!dataUrl) return ok(null)
  const parsed = parseSignature(dataUrl)
  if (!parsed.ok) return parsed
  const bytes = Buffer.from(parsed.value)
  const key = `proofs/${transportId}/${randomBytes(16).toString('hex')}-signature.png`
  await drive.use().put(key, bytes, { contentType: 'image/png' })
  return ok({ key, sha256: sha256Hex(bytes) })
}

/** Removes a signature file when its transaction wrote nothing. */
export async function discardSignature(signature: StoredSignature | null) {
  if (signature?.key.startsWith('proofs/')) await drive.use().delete(signature.key)
}

/** A refusal found after something was written: rolls the transaction back. */
export class RefusedInside extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

/** Links are stored by the SHA-256 of their token, never the token. */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
