/*
| Transport request listeners and the quote expiry schedule.
|
| Quotes expire after `quoteValidityDays` (7): `expireQuotes()` turns valid
| quotes past their expiry into `expired` (and their `quoted` requests too).
| In the embedded default (QUEUE_WORKER_IN_PROCESS=true) the web process runs
| it one minute after boot and then every 15 minutes. The action is idempotent,
| so several instances running it is harmless; deployments without the
| in-process worker call `expireQuotes()` from their own scheduler.
*/
import app from '@adonisjs/core/services/app'
import env from '#start/env'

const EVERY_MS = 15 * 60 * 1000

if (app.getEnvironment() === 'web' && env.get('QUEUE_WORKER_IN_PROCESS', false)) {
  const run = async () => {
    try {
      const { expireQuotes } = await import('#requests/actions/manage_requests')
      await expireQuotes()
    } catch (error) {
      const logger = await app.container.make('logger')
      logger.error({ err: error }, 'quote expiry failed')
    }
  }
  setTimeout(run, 60_000).unref()
  setInterval(run, EVERY_MS).unref()
}
