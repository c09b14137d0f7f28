import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'

/**
 * Application provider. In the embedded default (no separate worker process)
 * the web process runs a queue worker for the database queue, so queued
 * e-mails survive restarts and are delivered without extra commands.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    if (!env.get('QUEUE_WORKER_IN_PROCESS', false)) return
    const { startInProcessWorker } = await import('#core/queue/in_process_worker')
    await startInProcessWorker(this.app)
  }
}
