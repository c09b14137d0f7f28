import { Job } from '@adonisjs/queue'
import mail from '@adonisjs/mail/services/main'
import type { MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'
import { deliveryContext } from '#core/mail/delivery_context'
import { recordDelivery } from '#mailer/actions/record_delivery'
import { describeFailure } from '#mailer/domain/mailer'

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
 * a failure is retried with backoff by the queue. Each outcome goes to the
 * delivery log (Admin → Settings → Mailer): a success through the `mail:sent`
 * listener, which finds this job in `deliveryContext`; a failure here, with
 * the server's answer; one row per message whatever the attempts.
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
    const job = { jobId: this.context?.jobId ?? '', attempt: this.context?.attempt ?? 1 }
    try {
      await deliveryContext.run(job, () => mail.use(name).sendCompiled(compiled, sendConfig))
    } catch (error) {
      if (mail.use(name).name !== 'fake')
        await recordDelivery({
          jobId: job.jobId || null,
          attempt: job.attempt,
          mailer: name,
          to: compiled.message.to as never,
          subject: compiled.message.subject,
          status: 'failed',
          error: describeFailure(error).raw,
        })
      throw error
    }
  }
}
