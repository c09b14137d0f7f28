/**
 * Writes the hash chain of transport_events (docs/evidence.md). `chainEvent`
 * runs in TransportEvent's `beforeCreate` hook, so every writer of the
 * timeline is chained without knowing it; `rechainTransports` recomputes
 * whole chains (the migration's backfill, demo data whose dates are moved
 * after the fact) and must never run on production data that is evidence.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { isPostgres } from '#core/database/dialect'
import { eventHash, GENESIS_HASH, rechain } from '#documents/domain/evidence'

/** What the hook sets on an event about to be inserted. */
export type ChainableEvent = {
  transportId: number
  type: string
  fromState: string | null
  toState: string | null
  actorKind: string
  actorUserId: number | null
  payload: Record<string, unknown> | null
  createdAt: DateTime
  prevHash: string | null
  hash: string | null
}

/**
 * Links a new event to the transport's previous one (by id) and hashes it.
 * On PostgreSQL the transport row is locked first in the caller's
 * transaction, so two writers of one transport queue up instead of both
 * chaining to the same predecessor; the unique index (transport_id,
 * prev_hash) refuses a fork from a writer without a transaction.
 * The creation instant is fixed here, in UTC to the second (what SQLite stores).
 */
export async function chainEvent(event: ChainableEvent, client?: QueryClientContract) {
  const query = client ?? db.connection()
  if (isPostgres(query)) {
    await query.from('transports').where('id', event.transportId).forUpdate().select('id')
  }
  const previous = await query
    .from('transport_events')
    .where('transport_id', event.transportId)
    .orderBy('id', 'desc')
    .select('hash')
    .first()
  event.createdAt = (event.createdAt ?? DateTime.utc()).toUTC().startOf('second')
  event.payload = event.payload === null ? null : JSON.parse(JSON.stringify(event.payload))
  event.prevHash = previous ? previous.hash : GENESIS_HASH
  event.hash = eventHash({ ...event, prevHash: event.prevHash ?? '' })
}

/** A transport_events row as the database gives it back. */
export type EventRow = {
  id: number
  transport_id: number
  type: string
  from_state: string | null
  to_state: string | null
  actor_kind: string
  actor_user_id: number | null
  payload: string | null
  created_at: Date | string
  prev_hash: string | null
  hash: string | null
}

export function parsePayload(text: string | null): unknown {
  if (text === null || text === undefined || text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    /* not JSON: hashed as the text it is, so an edit still shows */
    return text
  }
}

export function storedEvent(row: EventRow) {
  return {
    id: row.id,
    transportId: row.transport_id,
    type: row.type,
    fromState: row.from_state,
    toState: row.to_state,
    actorKind: row.actor_kind,
    actorUserId: row.actor_user_id,
    payload: parsePayload(row.payload),
    createdAt: row.created_at,
    prevHash: row.prev_hash,
    hash: row.hash,
  }
}

/**
 * Recomputes and writes the chains of these transports (every transport
 * when omitted), in id order. For the migration's backfill and demo data
 * only: rewriting a chain erases the evidence of any earlier change.
 */
export async function rechainTransports(client: QueryClientContract, transportIds?: number[]) {
  const query = client.from('transport_events').orderBy('transport_id').orderBy('id')
  if (transportIds) query.whereIn('transport_id', transportIds)
  const rows = (await query.select('*')) as EventRow[]
  const byTransport = new Map<number, EventRow[]>()
  for (const row of rows) {
    const list = byTransport.get(row.transport_id) ?? []
    list.push(row)
    byTransport.set(row.transport_id, list)
  }
  for (const list of byTransport.values()) {
    for (const event of rechain(list.map(storedEvent))) {
      await client
        .from('transport_events')
        .where('id', event.id)
        .update({ prev_hash: event.prevHash, hash: event.hash })
    }
  }
  return rows.length
}
