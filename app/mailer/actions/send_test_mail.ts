import mail from '@adonisjs/mail/services/main'
import { describeFailure, type KnownError } from '#mailer/domain/mailer'
import { recordDelivery } from '#mailer/actions/record_delivery'
import { err, ok, type Result } from '#core/result'

export type TestMailAnswer = { raw: string }
export type TestMailFailure = { code: KnownError | 'unknown'; raw: string }

/**
 * Sends a test e-mail now (not queued) to `to`, through what outgoing mail
 * uses (the SMTP server of the settings when enabled, else the configured
 * mailer), and answers the server's reply (or where the .eml file was
 * written), or the failure with the server's own text. A failure is logged
 * here (a success by the `mail:sent` listener).
 */
export async function sendTestMail(
  to: string,
  subject: string,
  text: string
): Promise<Result<TestMailAnswer, TestMailFailure['code']> & { raw?: string }> {
  const mailer = mail.use()
  try {
    const response = await mailer.send((message) => {
      message.to(to).subject(subject).text(text)
    })
    const original = (response.original ?? {}) as { response?: string; file?: string }
    return ok({ raw: String(original.response ?? original.file ?? response.messageId) })
  } catch (error) {
    const failure = describeFailure(error)
    await recordDelivery({
      jobId: null,
      attempt: 1,
      mailer: mailer.name,
      to,
      subject,
      status: 'failed',
      error: failure.raw,
    })
    return { ...err(failure.code), raw: failure.raw }
  }
}
