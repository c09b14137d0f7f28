import type { ApplicationService } from '@adonisjs/core/types'
import type { Worker } from '@adonisjs/queue'

/**
 * The embedded default (QUEUE_WORKER_IN_PROCESS=true): a queue worker that
 * runs inside the web process, built the way `node ace queue:work` builds
 * its own (same config, adapters, job factory and logger). It processes the
 * database (or redis) queue in the background until the app shuts down.
 * Production runs `node ace queue:work` as its own process instead.
 */
export class InProcessWorker {
  #worker: Worker | null = null
  #running: Promise<void> | null = null

  constructor(private app: ApplicationService) {}

  get started() {
    return this.#worker !== null
  }

  async start(queues: string[] = ['default']) {
    if (this.#worker) return
    const { Worker } = await import('@adonisjs/queue')
    const config = this.app.config.get<any>('queue')
    const logger = await this.app.container.make('logger')

    if (config.default === 'sync') {
      logger.info('queue driver is "sync": jobs run immediately, no in-process worker needed')
      return
    }

    const queueManager = await this.app.container.make('queue.manager')
    await queueManager.loadJobs()

    this.#worker = new Worker({
      ...config,
      autoLoadJobs: false,
      adapters: await this.resolveAdapters(config.adapters),
      jobFactory: config.jobFactory ?? ((jobClass: any) => this.app.container.make(jobClass)),
      logger: config.logger ?? logger,
      /* The app's own shutdown (provider) stops it: no extra signal handlers. */
      worker: { ...config.worker, gracefulShutdown: false },
    })

    /* Initialise first (re-initialises the queue manager with the same config), then run in the background. */
    await this.#worker.init()
    this.#running = this.#worker.start(queues).catch((error: unknown) => {
      logger.error({ err: error }, 'the in-process queue worker stopped with an error')
    })
    logger.info(
      `in-process queue worker started (driver "${config.default}", queues: ${queues.join(', ')})`
    )
  }

  /** Config providers (drivers.database(), ...) become adapter factories, as in `queue:work`. */
  private async resolveAdapters(adapters: Record<string, any>) {
    const resolved: Record<string, any> = {}
    for (const [name, adapter] of Object.entries(adapters)) {
      resolved[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(this.app)
    }
    return resolved
  }

  /** Waits for running jobs to finish, then stops taking new ones. */
  async stop() {
    if (!this.#worker) return
    const worker = this.#worker
    this.#worker = null
    await worker.stop()
    await this.#running
    this.#running = null
  }
}
