import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import type { InProcessWorker } from '#core/queue/in_process_worker'

/**
 * Application provider.
 * - `mail.sendLater(...)` goes through the job queue (SendMailJob) instead of
 *   the in-memory messenger, so queued e-mails survive restarts.
 * - In the embedded default (QUEUE_WORKER_IN_PROCESS=true, no separate
 *   `node ace queue:work` process) the web process runs a queue worker for the
 *   database queue (queued e-mails and the scheduled jobs of
 *   start/scheduler.ts), and stops it on shutdown.
 */
export default class AppProvider {
  #worker: InProcessWorker | null = null

  constructor(protected app: ApplicationService) {}

  async boot() {
    const { Locator } = await import('@adonisjs/queue')
    const { default: SendMailJob } = await import('#core/mail/jobs/send_mail_job')
    const { QueueMessenger } = await import('#core/mail/queue_messenger')
    Locator.register(SendMailJob.options.name, SendMailJob)

    const mail = await this.app.container.make('mail.manager')
    mail.setMessenger((mailer) => new QueueMessenger(mailer))
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
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

  async shutdown() {
    await this.#worker?.stop()
  }
}
