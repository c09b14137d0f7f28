import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Starts a queue worker inside the web process (embedded default).
 * Production runs `node ace queue:work` as its own process instead.
 */
export async function startInProcessWorker(app: ApplicationService) {
  const logger = await app.container.make('logger')
  try {
    const queueModule: any = await import('@adonisjs/queue/services/main')
    const queue = queueModule.default
    if (queue && typeof queue.startWorker === 'function') {
      await queue.startWorker()
      logger.info('in-process queue worker started')
    }
  } catch (error) {
    logger.error({ err: error }, 'could not start the in-process queue worker')
  }
}
