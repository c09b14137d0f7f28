import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The queued job a message is being delivered by (SendMailJob), visible to
 * the `mail:sent` listener that writes the delivery log, so a message retried
 * by the queue keeps one log row with its attempts.
 */
export const deliveryContext = new AsyncLocalStorage<{ jobId: string; attempt: number }>()
