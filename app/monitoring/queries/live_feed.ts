import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { instant } from '#core/database/plain_rows'
import { FEED_SIZE, latestItems, transportKind, type FeedItem } from '#monitoring/domain/feed'

/**
 * The admin dashboard's live feed read from the database: the latest
 * requests submitted, orders paid, transport events (state changes, disputes
 * opened) and bids, each source one bounded query over its time index, then
 * merged newest first. The same readers build the one item a listener
 * broadcasts.
 */
type Query = DatabaseQueryBuilderContract<any>
type Narrow = (query: Query) => Query
const all: Narrow = (query) => query

const iso = (value: unknown) => {
  const text = instant(value)
  return text ?? new Date(0).toISOString()
}

export async function requestItems(narrow: Narrow = all, size = FEED_SIZE): Promise<FeedItem[]> {
  const rows = await narrow(
    db
      .from('transport_requests')
      .whereNotNull('submitted_at')
      .select('id', 'reference', 'state', 'submitted_at')
  )
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
  return rows.map((row) => ({
    key: `request-${row.id}`,
    kind: 'request',
    at: iso(row.submitted_at),
    reference: row.reference,
    subjectId: Number(row.id),
    state: row.state,
    amountCents: null,
  }))
}

export async function orderItems(narrow: Narrow = all, size = FEED_SIZE): Promise<FeedItem[]> {
  const rows = await narrow(
    db.from('orders').whereNotNull('paid_at').select('id', 'reference', 'gross_cents', 'paid_at')
  )
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
  return rows.map((row) => ({
    key: `order-${row.id}`,
    kind: 'order',
    at: iso(row.paid_at),
    reference: row.reference,
    subjectId: Number(row.id),
    state: null,
    amountCents: Number(row.gross_cents),
  }))
}

export async function transportItems(narrow: Narrow = all, size = FEED_SIZE): Promise<FeedItem[]> {
  const rows = await narrow(
    db
      .from('transport_events')
      .join('transports', 'transports.id', 'transport_events.transport_id')
      .whereNotNull('transport_events.to_state')
      .select(
        'transport_events.id',
        'transport_events.transport_id',
        'transport_events.to_state',
        'transport_events.created_at',
        'transports.reference'
      )
  )
    .orderBy('transport_events.created_at', 'desc')
    .orderBy('transport_events.id', 'desc')
    .limit(size)
  return rows.map((row) => ({
    key: `transport-${row.id}`,
    kind: transportKind(row.to_state),
    at: iso(row.created_at),
    reference: row.reference,
    subjectId: Number(row.transport_id),
    state: row.to_state,
    amountCents: null,
  }))
}

export async function bidItems(narrow: Narrow = all, size = FEED_SIZE): Promise<FeedItem[]> {
  const rows = await narrow(
    db
      .from('bids')
      .join('transports', 'transports.id', 'bids.transport_id')
      .select(
        'bids.id',
        'bids.transport_id',
        'bids.amount_cents',
        'bids.created_at',
        'transports.reference'
      )
  )
    .orderBy('bids.created_at', 'desc')
    .orderBy('bids.id', 'desc')
    .limit(size)
  return rows.map((row) => ({
    key: `bid-${row.id}`,
    kind: 'bid',
    at: iso(row.created_at),
    reference: row.reference,
    subjectId: Number(row.transport_id),
    state: null,
    amountCents: Number(row.amount_cents),
  }))
}

/** The latest FEED_SIZE items across the sources (four queries). */
export async function liveFeed(size = FEED_SIZE): Promise<FeedItem[]> {
  const sources = await Promise.all([
    requestItems(all, size),
    orderItems(all, size),
    transportItems(all, size),
    bidItems(all, size),
  ])
  return latestItems(sources.flat(), size)
}
