import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Embedded default transport: renders the real MIME message and keeps it as
 * an .eml file under `tmp/mail/`, where a developer can open it. Production
 * uses SMTP (MAIL_MAILER=smtp).
 */
export class FileTransport implements MailTransportContract {
  constructor(private config: { directory: string }) {}

  async send(message: NodeMailerMessage) {
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const info = await transporter.sendMail(message)
    await mkdir(this.config.directory, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const file = join(this.config.directory, `${stamp}-${info.messageId.replace(/[<>@]/g, '')}.eml`)
    await writeFile(file, info.message as Buffer)
    return new MailResponse(info.messageId, info.envelope, { file })
  }
}
