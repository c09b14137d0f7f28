import transmit from '@adonisjs/transmit/services/main'
import { bidItems, orderItems, requestItems, transportItems } from '#monitoring/queries/live_feed'
import { STAFF_FEED_CHANNEL, type FeedItem } from '#monitoring/domain/feed'

type Source = 'request' | 'order' | 'transport' | 'bid'

/** The one feed item an event stands for, read after the commit. */
async function itemFor(source: Source, id: number, teamId?: number): Promise<FeedItem | null> {
  let items: FeedItem[] = []
  if (source === 'request') items = await requestItems((q) => q.where('id', id), 1)
  if (source === 'order') items = await orderItems((q) => q.where('id', id), 1)
  if (source === 'transport')
    items = await transportItems((q) => q.where('transport_events.transport_id', id), 1)
  if (source === 'bid')
    items = await bidItems(
      (q) => q.where('bids.transport_id', id).where('bids.team_id', teamId ?? 0),
      1
    )
  return items[0] ?? null
}

/** Prepends an item to every open admin dashboard (`staff/feed`, staff only). */
export async function broadcastFeedItem(source: Source, id: number, teamId?: number) {
  const item = await itemFor(source, id, teamId)
  if (!item) return
  transmit.broadcast(STAFF_FEED_CHANNEL, { type: 'feed.item', ...item })
}
