/**
 * The evidence format of a transport (docs/evidence.md): every timeline event
 * carries the hash of the transport's previous event (`prev_hash`) and its own
 * `hash`, the SHA-256 of a canonical serialisation of its fields; every
 * document is sealed by a `document_sealed` event carrying the SHA-256 of the
 * file's bytes. Pure: no database, no Drive, no HTTP.
 */
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'

/** `prev_hash` of a transport's first event. */
export const GENESIS_HASH = '0'.repeat(64)

/** Version of the canonical serialisation (part of it, so a future format is distinguishable). */
export const EVIDENCE_FORMAT = 1

export function sha256Hex(data: Buffer | Uint8Array | string) {
  return createHash('sha256').update(data).digest('hex')
}

/**
 * JSON with object keys sorted (recursively), no spaces; `undefined` members
 * dropped as JSON.stringify does. The same value gives the same text whatever
 * the order its keys were written or stored in (PostgreSQL jsonb reorders).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
    return `{${members.join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * An instant as the chain hashes it: UTC, whole seconds, `2026-11-25T10:15:00Z`.
 * Accepts what the databases give back: a JS Date (PostgreSQL), SQL text
 * without a zone (SQLite stores UTC), ISO text, or a Luxon DateTime.
 */
export function canonicalInstant(value: DateTime | Date | string): string {
  let instant: DateTime
  if (value instanceof Date) instant = DateTime.fromJSDate(value, { zone: 'utc' })
  else if (typeof value === 'string') {
    instant = DateTime.fromSQL(value, { zone: 'utc' })
    if (!instant.isValid) instant = DateTime.fromISO(value, { zone: 'utc' })
  } else instant = value
  if (!instant.isValid) throw new Error(`Not an instant: ${String(value)}`)
  return instant.toUTC().startOf('second').toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'")
}

/** The fields of an event the hash covers. */
export type ChainedFields = {
  transportId: number
  type: string
  fromState: string | null
  toState: string | null
  actorKind: string
  actorUserId: number | null
  payload: unknown
  createdAt: DateTime | Date | string
  prevHash: string
}

/** The canonical serialisation of an event (the text whose SHA-256 is its hash). */
export function canonicalEvent(fields: ChainedFields): string {
  return canonicalJson({
    v: EVIDENCE_FORMAT,
    transportId: fields.transportId,
    type: fields.type,
    fromState: fields.fromState ?? null,
    toState: fields.toState ?? null,
    actorKind: fields.actorKind,
    actorUserId: fields.actorUserId ?? null,
    payload: fields.payload ?? null,
    createdAt: canonicalInstant(fields.createdAt),
    prevHash: fields.prevHash,
  })
}

export function eventHash(fields: ChainedFields): string {
  return sha256Hex(canonicalEvent(fields))
}

/** An event as stored (`hash`/`prevHash` null on a row nobody chained). */
export type StoredEvent = Omit<ChainedFields, 'prevHash'> & {
  id: number
  prevHash: string | null
  hash: string | null
}

/** A document row with the SHA-256 of the bytes found on the disk (null: no file). */
export type StoredDocument = { id: number; sha256: string; fileSha256: string | null }

export type IntegrityProblem =
  /** the stored hash is not the hash of the event's fields: the row was edited */
  | { kind: 'event_altered'; eventId: number }
  /** prev_hash is not the previous event's hash: an event was deleted, inserted or reordered */
  | { kind: 'chain_broken'; eventId: number }
  /** a sealed document's row is gone */
  | { kind: 'document_missing'; eventId: number; documentId: number }
  /** the row's SHA-256 differs from the sealed one */
  | { kind: 'document_row_altered'; eventId: number; documentId: number }
  /** the file is gone from the disk */
  | { kind: 'file_missing'; documentId: number }
  /** the file's bytes do not hash to the sealed SHA-256 */
  | { kind: 'file_altered'; documentId: number }
  /** a document row no event seals */
  | { kind: 'document_unsealed'; documentId: number }

export type IntegrityReport = {
  ok: boolean
  eventCount: number
  documentCount: number
  /** the first event whose hash or link is wrong, null when the chain holds */
  firstBrokenEventId: number | null
  problems: IntegrityProblem[]
}

type Sealed = { documentId: number; sha256: string }

function sealedBy(event: StoredEvent): Sealed | null {
  if (event.type !== 'document_sealed') return null
  const payload = (event.payload ?? {}) as Record<string, unknown>
  const documentId = Number(payload.documentId)
  return { documentId, sha256: String(payload.sha256 ?? '') }
}

function chainProblems(events: StoredEvent[]): IntegrityProblem[] {
  const problems: IntegrityProblem[] = []
  let previous = GENESIS_HASH
  for (const event of events) {
    if (event.prevHash !== previous) problems.push({ kind: 'chain_broken', eventId: event.id })
    const expected =
      event.prevHash === null ? null : eventHash({ ...event, prevHash: event.prevHash })
    if (expected === null || event.hash !== expected) {
      problems.push({ kind: 'event_altered', eventId: event.id })
    }
    previous = event.hash ?? ''
  }
  return problems
}

function documentProblems(events: StoredEvent[], documents: StoredDocument[]): IntegrityProblem[] {
  const problems: IntegrityProblem[] = []
  const byId = new Map(documents.map((document) => [document.id, document]))
  const sealedIds = new Set<number>()
  for (const event of events) {
    const sealed = sealedBy(event)
    if (!sealed) continue
    sealedIds.add(sealed.documentId)
    const document = byId.get(sealed.documentId)
    const ids = { eventId: event.id, documentId: sealed.documentId }
    if (!document) problems.push({ kind: 'document_missing', ...ids })
    else if (document.sha256 !== sealed.sha256)
      problems.push({ kind: 'document_row_altered', ...ids })
    if (!document) continue
    if (document.fileSha256 === null) {
      problems.push({ kind: 'file_missing', documentId: document.id })
    } else if (document.fileSha256 !== sealed.sha256) {
      problems.push({ kind: 'file_altered', documentId: document.id })
    }
  }
  for (const document of documents) {
    if (!sealedIds.has(document.id)) {
      problems.push({ kind: 'document_unsealed', documentId: document.id })
    }
  }
  return problems
}

/**
 * Re-computes a transport's chain (events in id order) and checks every
 * sealed document against its row and its file's bytes.
 */
export function verifyEvidence(
  events: StoredEvent[],
  documents: StoredDocument[]
): IntegrityReport {
  const sorted = [...events].sort((a, b) => a.id - b.id)
  const chain = chainProblems(sorted)
  const problems = [...chain, ...documentProblems(sorted, documents)]
  const first = chain.find((problem) => 'eventId' in problem)
  return {
    ok: problems.length === 0,
    eventCount: sorted.length,
    documentCount: documents.length,
    firstBrokenEventId: first && 'eventId' in first ? first.eventId : null,
    problems,
  }
}

/** Hashes for a transport's events in id order, from the first (backfill, demo data). */
export function rechain<T extends Omit<ChainedFields, 'prevHash'> & { id: number }>(
  events: T[]
): (T & { prevHash: string; hash: string })[] {
  let previous = GENESIS_HASH
  return [...events]
    .sort((a, b) => a.id - b.id)
    .map((event) => {
      const chained = { ...event, prevHash: previous }
      const hash = eventHash(chained)
      previous = hash
      return { ...chained, hash }
    })
}
