import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import type { InProcessWorker } from '#core/queue/in_process_worker'
import { installCryptoKeyCache } from '#core/crypto_key_cache'
import { installTransformerFastPath } from '#core/transformer_fast_path'

/**
 * Application provider.
 * - `mail.sendLater(...)` goes through the job queue (SendMailJob) instead of
 *   the in-memory messenger, so queued e-mails survive restarts.
 * - In the embedded default (QUEUE_WORKER_IN_PROCESS=true, no separate
 *   `node ace queue:work` process) the web process runs a queue worker for the
 *   database queue (queued e-mails and the scheduled jobs of
 *   start/scheduler.ts), and stops it on shutdown.
 * - Two speed fixes for every request, installed before the first one:
 *   cookie keys as KeyObjects (app/core/crypto_key_cache.ts) and transformers
 *   without an unused stack capture (app/core/transformer_fast_path.ts); and
 *   an Edge renderer only for requests that render a view
 *   (app/core/http/view_locals.ts).
 * - The Content-Security-Policy's img-src learns the configured map tile
 *   server once the web process is ready.
 */
export default class AppProvider {
  #worker: InProcessWorker | null = null

  constructor(protected app: ApplicationService) {}

  register() {
    installCryptoKeyCache()
    installTransformerFastPath()
  }

  async boot() {
    const { Locator } = await import('@adonisjs/queue')
    const { default: SendMailJob } = await import('#core/mail/jobs/send_mail_job')
    const { QueueMessenger } = await import('#core/mail/queue_messenger')
    Locator.register(SendMailJob.options.name, SendMailJob)

    const mail = await this.app.container.make('mail.manager')
    mail.setMessenger((mailer) => new QueueMessenger(mailer))

    const { installLazyViewLocals } = await import('#core/http/view_locals')
    installLazyViewLocals()
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    await this.#allowMapTileServer()
    if (!env.get('QUEUE_WORKER_IN_PROCESS', false)) return
    const { InProcessWorker } = await import('#core/queue/in_process_worker')
    this.#worker = new InProcessWorker(this.app)
    try {
      await this.#worker.start()
    } catch (error) {
      const logger = await this.app.container.make('logger')
      logger.error({ err: error }, 'could not start the in-process queue worker')
    }
  }

  /**
   * The Content-Security-Policy lets in the images of the map tile server the
   * platform settings name (none by default): app/pricing/domain/map_tiles.ts.
   */
  async #allowMapTileServer() {
    try {
      const { currentMapTiles } = await import('#pricing/queries/map_tiles')
      const { tileImageSource } = await import('#pricing/domain/map_tiles')
      const { setExtraImageSources } = await import('#core/http/content_security_policy')
      const tiles = await currentMapTiles()
      setExtraImageSources([tileImageSource(tiles.urlTemplate)])
    } catch (error) {
      const logger = await this.app.container.make('logger')
      logger.warn({ err: error }, 'could not read the map tile server of the platform settings')
    }
  }

  async shutdown() {
    await this.#worker?.stop()
  }
}
