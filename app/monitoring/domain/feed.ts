/**
 * The admin dashboard's live feed: one item per domain event, the same shape
 * whether read from the database (the first page load) or broadcast on the
 * staff channel (new ones, prepended live). Pure.
 */
export const STAFF_FEED_CHANNEL = 'staff/feed'

/** Items on the first page load. */
export const FEED_SIZE = 15

export type FeedKind = 'request' | 'order' | 'transport' | 'dispute' | 'bid'

export type FeedItem = {
  /** unique across kinds: `<kind>-<row id>` */
  key: string
  kind: FeedKind
  /** ISO instant */
  at: string
  reference: string
  /** the record the link opens: request, order or transport id */
  subjectId: number
  /** the transport's new state, the request's state */
  state: string | null
  amountCents: number | null
}

/** Newest first, at most `size` items, from several sources already sorted or not. */
export function latestItems(items: FeedItem[], size = FEED_SIZE): FeedItem[] {
  return [...items]
    .sort((a, b) => (a.at === b.at ? b.key.localeCompare(a.key) : b.at.localeCompare(a.at)))
    .slice(0, size)
}

/** A transport event becomes a dispute item when it opened one. */
export function transportKind(toState: string | null): FeedKind {
  return toState === 'disputed' ? 'dispute' : 'transport'
}
