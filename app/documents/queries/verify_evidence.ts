/**
 * Reads what the verification needs (the transport's events as stored, its
 * document rows, the SHA-256 of each file's bytes on the Drive disk) and asks
 * the pure `verifyEvidence` (docs/evidence.md).
 */
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sha256Hex, verifyEvidence, type IntegrityReport } from '#documents/domain/evidence'
import { storedEvent, type EventRow } from '#documents/actions/chain_events'
import { toId } from '#core/http/route_params'

export type TransportIntegrity = IntegrityReport & { transportId: number; reference: string }

async function fileSha256(key: string): Promise<string | null> {
  try {
    return sha256Hex(Buffer.from(await drive.use().getBytes(key)))
  } catch {
    return null
  }
}

export async function verifyTransport(
  transport: { id: number; reference: string },
  client: QueryClientContract = db.connection()
): Promise<TransportIntegrity> {
  const rows = (await client
    .from('transport_events')
    .where('transport_id', transport.id)
    .orderBy('id')
    .select('*')) as EventRow[]
  const documents = await client
    .from('transport_documents')
    .where('transport_id', transport.id)
    .orderBy('id')
    .select('id', 'sha256', 'storage_key')
  const stored = []
  for (const document of documents) {
    stored.push({
      id: document.id as number,
      sha256: document.sha256 as string,
      fileSha256: await fileSha256(document.storage_key),
    })
  }
  const report = verifyEvidence(rows.map(storedEvent), stored)
  return { ...report, transportId: transport.id, reference: transport.reference }
}

/** A transport by its reference (T-2026-000123) or id, for the command. */
export async function findTransportForVerification(referenceOrId: string) {
  const query = db.from('transports').select('id', 'reference')
  const id = toId(referenceOrId)
  if (id !== null) query.where('id', id)
  else query.where('reference', referenceOrId.trim().toUpperCase())
  return (await query.first()) as { id: number; reference: string } | null
}

/** Every transport, in id order, in batches (the `--all` option). */
export async function* allTransportsForVerification(batch = 200) {
  let after = 0
  for (;;) {
    const rows = (await db
      .from('transports')
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .select('id', 'reference')) as { id: number; reference: string }[]
    if (rows.length === 0) return
    yield* rows
    after = rows[rows.length - 1].id
  }
}
