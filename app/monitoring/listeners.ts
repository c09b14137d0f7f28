/*
| Monitoring listeners.
|
| 1. Failed jobs: @boringnode/queue (under @adonisjs/queue) publishes every
|    job execution on the `boringqueue.job.execute` tracing channel (worker,
|    in-process worker and sync driver alike) and sets `status: 'failed'`
|    once the job's retries are exhausted. That is the queue's one failure
|    hook for every job class: each failure becomes a row of
|    `monitoring_failed_jobs` (Admin → Monitoring lists them).
| 2. The staff live feed (`staff/feed`, app/monitoring/channels.ts): the
|    domain events below become a feed item on the admin dashboard.
*/
import diagnostics_channel from 'node:diagnostics_channel'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { recordFailedJob, type ExecutedJob } from '#monitoring/actions/record_failed_job'
import transmit from '@adonisjs/transmit/services/main'
import { bidItems, orderItems, requestItems, transportItems } from '#monitoring/queries/live_feed'
import { STAFF_FEED_CHANNEL, type FeedItem } from '#monitoring/domain/feed'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A dealer submitted a transport request (web or API): the staff feed. */
    'request:submitted': { requestId: number }
    /** An order was paid (wallet, card or bank transfer): the staff feed. */
    'order:paid': { orderId: number }
    /** A transport changed state (a dispute opened included): the staff feed. */
    'transport:state_changed': { transportId: number; state: string }
    /** A carrier placed a bid: the staff feed. */
    'bid:placed': { transportId: number; teamId: number }
  }
}

export const JOB_EXECUTE_CHANNEL = 'boringqueue.job.execute'

diagnostics_channel.tracingChannel(JOB_EXECUTE_CHANNEL).subscribe({
  start() {},
  end() {},
  asyncStart() {},
  error() {},
  asyncEnd(message) {
    const execution = message as ExecutedJob
    if (execution.status !== 'failed') return
    recordFailedJob(execution).catch((error: unknown) =>
      logger.error({ err: error }, 'could not record a failed job')
    )
  },
})

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

/** A feed item that cannot be read or sent is logged: the event's action has committed. */
const feed = (...args: Parameters<typeof broadcastFeedItem>) =>
  broadcastFeedItem(...args).catch((error: unknown) =>
    logger.error({ err: error }, 'could not broadcast a staff feed item')
  )

emitter.on('request:submitted', ({ requestId }) => feed('request', requestId))
emitter.on('order:paid', ({ orderId }) => feed('order', orderId))
emitter.on('transport:state_changed', ({ transportId }) => feed('transport', transportId))
emitter.on('bid:placed', ({ transportId, teamId }) => feed('bid', transportId, teamId))
