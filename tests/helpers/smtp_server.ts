import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; data: string; user: string | null }

/** An SMTP refusal with the code and enhanced status the server answers. */
function refusal(code: number, text: string) {
  return Object.assign(new Error(text), { responseCode: code })
}

/**
 * An SMTP server on a real socket for the tests (127.0.0.1, a free port),
 * from the `smtp-server` package (the peer nodemailer's own tests use),
 * without TLS (the settings' security `none`). It accepts `user`/`password`
 * when given (535 otherwise; a message without signing in is refused 530),
 * refuses recipients in `rejectRecipients` (550) and keeps every accepted
 * message.
 */
export async function startSmtpServer(
  options: { user?: string; password?: string; rejectRecipients?: string[] } = {}
) {
  const received: ReceivedMail[] = []
  const rejected = new Set((options.rejectRecipients ?? []).map((email) => email.toLowerCase()))
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !options.user,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    banner: 'test.smtp ESMTP ready',
    onAuth(auth, _session, callback) {
      if (options.user && (auth.username !== options.user || auth.password !== options.password))
        return callback(refusal(535, '5.7.8 Authentication credentials invalid'))
      callback(null, { user: auth.username })
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase()))
        return callback(refusal(550, '5.1.1 No such user here'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : null,
        })
        callback(null, `2.0.0 Ok: queued as TEST${received.length}`)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    received,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
