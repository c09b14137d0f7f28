import type {
  MailerContract,
  MailerMessenger,
  MailTransportContract,
  MessageBodyTemplates,
  NodeMailerMessage,
} from '@adonisjs/mail/types'
import SendMailJob from '#core/mail/jobs/send_mail_job'

/**
 * Makes a compiled message safe to store as a JSON job payload: binary
 * attachment contents become base64 strings (nodemailer reads them back
 * with `encoding: 'base64'`).
 */
export function serializeMail(mail: { message: NodeMailerMessage; views: MessageBodyTemplates }) {
  const attachments = mail.message.attachments?.map((attachment) =>
    Buffer.isBuffer(attachment.content)
      ? { ...attachment, content: attachment.content.toString('base64'), encoding: 'base64' }
      : attachment
  )
  const message = attachments ? { ...mail.message, attachments } : mail.message
  return JSON.parse(JSON.stringify({ message, views: mail.views })) as typeof mail
}

/**
 * Mail messenger that routes `mail.sendLater(...)` through the job queue
 * (@adonisjs/queue) instead of the in-memory queue, so queued e-mails
 * survive restarts. Registered for every mailer in providers/app_provider.ts.
 */
export class QueueMessenger implements MailerMessenger {
  constructor(private mailer: MailerContract<MailTransportContract>) {}

  async queue(
    mail: { message: NodeMailerMessage; views: MessageBodyTemplates },
    sendConfig?: unknown
  ) {
    return SendMailJob.dispatch({
      mailer: this.mailer.name,
      mail: serializeMail(mail),
      sendConfig,
    }).run()
  }
}
