import { Job } from '@adonisjs/queue'
import mail from '@adonisjs/mail/services/main'
import type { MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'

export type SendMailPayload = {
  /** Name of the mailer (config/mail.ts) that queued the message. */
  mailer: string
  /** The compiled message (see serializeMail): plain JSON. */
  mail: { message: NodeMailerMessage; views: MessageBodyTemplates }
  sendConfig?: unknown
}

/**
 * Delivers one e-mail queued with `mail.sendLater(...)` (see QueueMessenger).
 * Runs in `node ace queue:work` or in the web process's embedded worker;
 * a failure is retried with backoff by the queue.
 */
export default class SendMailJob extends Job<SendMailPayload> {
  static options = {
    name: 'SendMailJob',
    queue: 'default',
    maxRetries: 5,
  }

  async execute() {
    const { mailer, mail: compiled, sendConfig } = this.payload
    const known = Object.keys(mail.config.mailers)
    const name = (
      known.includes(mailer) ? mailer : mail.config.default
    ) as keyof typeof mail.config.mailers
    await mail.use(name).sendCompiled(compiled, sendConfig)
  }
}
