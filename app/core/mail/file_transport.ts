import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage, Recipient } from '@adonisjs/mail/types'

function addresses(recipients: Recipient[] | undefined): string {
  return (recipients ?? [])
    .map((recipient) => (typeof recipient === 'string' ? recipient : recipient.address))
    .join(', ')
}

/**
 * Embedded default transport: renders the real MIME message and keeps it as
 * an .eml file under `tmp/mail/`, where a developer can open it, and logs a
 * line with the subject, the recipient and the file. Production uses SMTP
 * (MAIL_MAILER=smtp).
 */
export class FileTransport implements MailTransportContract {
  constructor(private config: { directory: string }) {}

  async send(message: NodeMailerMessage) {
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const info = await transporter.sendMail(message as nodemailer.SendMailOptions)
    await mkdir(this.config.directory, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const file = join(this.config.directory, `${stamp}-${info.messageId.replace(/[<>@]/g, '')}.eml`)
    await writeFile(file, info.message as Buffer)
    logger.info(
      { to: addresses(message.to), subject: message.subject, file },
      `mail "${message.subject ?? ''}" to ${addresses(message.to)} written to ${file}`
    )
    return new MailResponse(info.messageId, info.envelope, { file })
  }
}
