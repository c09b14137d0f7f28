import nodemailer from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * The transport of every mailer in config/mail.ts: when staff configured and
 * enabled an SMTP server (Admin → Settings → Mailer), messages go through it,
 * from its sender; otherwise through the mailer's own transport (the embedded
 * default writes .eml files, FileTransport). Read lazily: config files load
 * before the database.
 */
export class PlatformTransport implements MailTransportContract {
  #fallback: MailTransportContract | null = null

  constructor(private fallback: () => MailTransportContract) {}

  async send(message: NodeMailerMessage, config?: unknown) {
    const { configuredSmtp } = await import('#mailer/queries/mail_settings')
    const smtp = await configuredSmtp()
    if (!smtp) {
      this.#fallback ??= this.fallback()
      return this.#fallback.send(message, config)
    }
    const transporter = nodemailer.createTransport(smtp.options)
    try {
      const from = smtp.from.name
        ? { name: smtp.from.name, address: smtp.from.address }
        : smtp.from.address
      const info = await transporter.sendMail({
        ...(message as nodemailer.SendMailOptions),
        from,
      })
      return new MailResponse(info.messageId, info.envelope, { ...info, via: 'smtp_settings' })
    } finally {
      transporter.close()
    }
  }

  async close() {
    await this.#fallback?.close?.()
  }
}
