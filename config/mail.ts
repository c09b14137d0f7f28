import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import { FileTransport } from '#core/mail/file_transport'
import { PlatformTransport } from '#core/mail/platform_transport'

const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER') || 'file',
  from: {
    address: env.get('MAIL_FROM_ADDRESS') || 'noreply@trasporti.local',
    name: env.get('MAIL_FROM_NAME') || 'Trasporti',
  },
  mailers: {
    /* Each mailer's own transport applies until staff enable an SMTP server in
       Admin → Settings → Mailer (PlatformTransport, app/core/mail/platform_transport.ts). */
    file: () => new PlatformTransport(() => new FileTransport({ directory: app.tmpPath('mail') })),
    smtp: () =>
      new PlatformTransport(
        () =>
          new SMTPTransport({
            host: env.get('SMTP_HOST') || '127.0.0.1',
            port: env.get('SMTP_PORT') || 1025,
            secure: false,
            auth: env.get('SMTP_USERNAME')
              ? {
                  type: 'login',
                  user: env.get('SMTP_USERNAME')!,
                  pass: env.get('SMTP_PASSWORD') || '',
                }
              : undefined,
          })
      ),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
