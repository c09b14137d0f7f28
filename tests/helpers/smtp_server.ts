import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string; user: string | null }

/**
 * A tiny SMTP server on a real socket for the tests (127.0.0.1, a free port):
 * enough of RFC 5321 for nodemailer — EHLO/HELO, AUTH PLAIN/LOGIN, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT — without TLS (the settings' security
 * `none`). It accepts `user`/`password` when given (535 otherwise), refuses
 * recipients in `rejectRecipients` (550) and keeps every accepted message.
 * (The `smtp-server` package would do as well; this avoids a dependency for
 * one test file — docs/decisions.md.)
 */
export async function startSmtpServer(
  options: { user?: string; password?: string; rejectRecipients?: string[] } = {}
) {
  const received: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let mode: 'command' | 'data' | 'auth_user' | 'auth_pass' = 'command'
    let current: ReceivedMail = { from: '', to: [], data: '', user: null }
    let authUser: string | null = null
    let pendingUser = ''
    const reply = (line: string) => socket.write(`${line}\r\n`)
    const checkAuth = (user: string, password: string) => {
      if (options.user && (user !== options.user || password !== options.password)) {
        reply('535 5.7.8 Authentication credentials invalid')
        return
      }
      authUser = user
      reply('235 2.7.0 Authentication successful')
    }
    const command = (line: string) => {
      const verb = line.split(' ')[0]!.toUpperCase()
      if (verb === 'EHLO') {
        socket.write('250-test.smtp greets you\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n')
      } else if (verb === 'HELO') reply('250 test.smtp')
      else if (verb === 'AUTH') {
        const [, method, initial] = line.split(' ')
        if (method?.toUpperCase() === 'PLAIN' && initial) {
          const [, user, password] = Buffer.from(initial, 'base64').toString('utf8').split('\0')
          checkAuth(user ?? '', password ?? '')
        } else if (method?.toUpperCase() === 'LOGIN') {
          mode = 'auth_user'
          reply('334 VXNlcm5hbWU6')
        } else reply('504 5.5.4 Unrecognized authentication type')
      } else if (verb === 'MAIL') {
        if (options.user && !authUser) return reply('530 5.7.0 Authentication required')
        current = {
          from: line
            .replace(/^MAIL FROM:\s*/i, '')
            .replace(/[<>]/g, '')
            .split(' ')[0]!,
          to: [],
          data: '',
          user: authUser,
        }
        reply('250 2.1.0 Ok')
      } else if (verb === 'RCPT') {
        const to = line
          .replace(/^RCPT TO:\s*/i, '')
          .replace(/[<>]/g, '')
          .split(' ')[0]!
        if (options.rejectRecipients?.includes(to))
          return reply(`550 5.1.1 <${to}>: Recipient address rejected: User unknown`)
        current.to.push(to)
        reply('250 2.1.5 Ok')
      } else if (verb === 'DATA') {
        mode = 'data'
        reply('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 Ok')
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye')
        socket.end()
      } else reply('502 5.5.2 Error: command not recognized')
    }
    socket.on('data', (chunk: string) => {
      buffer += chunk
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (mode === 'data') {
          if (line === '.') {
            mode = 'command'
            received.push(current)
            reply(`250 2.0.0 Ok: queued as TEST${received.length}`)
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`
        } else if (mode === 'auth_user') {
          pendingUser = Buffer.from(line, 'base64').toString('utf8')
          mode = 'auth_pass'
          reply('334 UGFzc3dvcmQ6')
        } else if (mode === 'auth_pass') {
          mode = 'command'
          checkAuth(pendingUser, Buffer.from(line, 'base64').toString('utf8'))
        } else command(line)
      }
    })
    reply('220 test.smtp ESMTP ready')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    received,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
