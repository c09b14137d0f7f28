import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { instant } from '#core/database/plain_rows'
import { composedQuery, resultRows } from '#core/database/composed_sql'
import { FEED_SIZE, latestItems, transportKind, type FeedItem } from '#monitoring/domain/feed'

/**
 * The admin dashboard's live feed read from the database: the latest
 * requests submitted, orders paid, transport events (state changes, disputes
 * opened) and bids, each source a bounded query over its time index, all
 * four in one statement, then merged newest first. The same readers build
 * the one item a listener broadcasts.
 */
type Query = DatabaseQueryBuilderContract<any>
type Narrow = (query: Query) => Query
const all: Narrow = (query) => query

type Source = 'request' | 'order' | 'transport' | 'bid'

/* every source selects the same columns, in this order (they are read as one UNION) */
const NO_NUMBER = db.raw('CAST(NULL AS BIGINT) AS amount_cents')
const NO_TEXT = db.raw('CAST(NULL AS VARCHAR(40)) AS state')

const SOURCES: Record<Source, (narrow: Narrow) => Query> = {
  request: (narrow) =>
    narrow(
      db
        .from('transport_requests')
        .whereNotNull('submitted_at')
        .select(
          'transport_requests.id as id',
          'transport_requests.id as subject_id',
          'transport_requests.reference as reference',
          'transport_requests.state as state',
          NO_NUMBER,
          'transport_requests.submitted_at as at'
        )
    )
      .orderBy('transport_requests.submitted_at', 'desc')
      .orderBy('transport_requests.id', 'desc'),
  order: (narrow) =>
    narrow(
      db
        .from('orders')
        .whereNotNull('paid_at')
        .select(
          'orders.id as id',
          'orders.id as subject_id',
          'orders.reference as reference',
          NO_TEXT,
          'orders.gross_cents as amount_cents',
          'orders.paid_at as at'
        )
    )
      .orderBy('orders.paid_at', 'desc')
      .orderBy('orders.id', 'desc'),
  transport: (narrow) =>
    narrow(
      db
        .from('transport_events')
        .join('transports', 'transports.id', 'transport_events.transport_id')
        .whereNotNull('transport_events.to_state')
        .select(
          'transport_events.id as id',
          'transport_events.transport_id as subject_id',
          'transports.reference as reference',
          'transport_events.to_state as state',
          NO_NUMBER,
          'transport_events.created_at as at'
        )
    )
      .orderBy('transport_events.created_at', 'desc')
      .orderBy('transport_events.id', 'desc'),
  bid: (narrow) =>
    narrow(
      db
        .from('bids')
        .join('transports', 'transports.id', 'bids.transport_id')
        .select(
          'bids.id as id',
          'bids.transport_id as subject_id',
          'transports.reference as reference',
          NO_TEXT,
          'bids.amount_cents as amount_cents',
          'bids.created_at as at'
        )
    )
      .orderBy('bids.created_at', 'desc')
      .orderBy('bids.id', 'desc'),
}

function itemOf(source: Source, row: Record<string, any>): FeedItem {
  const amount = row.amount_cents
  return {
    key: `${source}-${row.id}`,
    kind: source === 'transport' ? transportKind(row.state) : source,
    at: instant(row.at) ?? new Date(0).toISOString(),
    reference: row.reference,
    subjectId: Number(row.subject_id),
    /* orders and bids select no state */
    state: row.state ?? null,
    amountCents: amount === null || amount === undefined ? null : Number(amount),
  }
}

async function itemsOf(source: Source, narrow: Narrow, size: number): Promise<FeedItem[]> {
  const rows = await SOURCES[source](narrow).limit(size)
  return rows.map((row: Record<string, any>) => itemOf(source, row))
}

export const requestItems = (narrow: Narrow = all, size = FEED_SIZE) =>
  itemsOf('request', narrow, size)
export const orderItems = (narrow: Narrow = all, size = FEED_SIZE) => itemsOf('order', narrow, size)
export const transportItems = (narrow: Narrow = all, size = FEED_SIZE) =>
  itemsOf('transport', narrow, size)
export const bidItems = (narrow: Narrow = all, size = FEED_SIZE) => itemsOf('bid', narrow, size)

/** The latest `size` items across the sources (one statement: each source's latest, side by side). */
export async function liveFeed(size = FEED_SIZE): Promise<FeedItem[]> {
  const sources = Object.keys(SOURCES) as Source[]
  const result = await composedQuery(
    sources.map((source) => SOURCES[source](all).limit(size).toSQL()),
    (sql) =>
      sql
        .map((part, index) => `SELECT ${index} AS source, s${index}.* FROM (${part}) AS s${index}`)
        .join(' UNION ALL ')
  )
  const items = resultRows(result).map((row) => itemOf(sources[Number(row.source)], row))
  return latestItems(items, size)
}
