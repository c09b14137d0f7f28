import { randomUUID } from 'node:crypto'
import { EventSource } from 'eventsource'
import app from '@adonisjs/core/services/app'
import { Encryption } from '@adonisjs/core/encryption'
import { configProvider } from '@adonisjs/core'
import { CookieClient } from '@adonisjs/core/http'
import { SessionClient } from '@adonisjs/session/client'
import type User from '#identity/models/user'

/**
 * A Node-side Transmit client for tests: opens /__transmit/events with a
 * signed-in user's session cookie (or as a guest) and collects the messages.
 */
export type TestStream = {
  uid: string
  messages: { channel: string; payload: Record<string, unknown> }[]
  nextMessage(timeoutMs?: number): Promise<{ channel: string; payload: Record<string, unknown> }>
  close(): void
}

export function serverUrl(path: string) {
  return `http://${process.env.HOST || 'localhost'}:${process.env.PORT}${path}`
}

/**
 * A session cookie signed in as `user`, for raw HTTP clients (EventSource).
 * The session lives in the memory store like the Japa client's sessions, but
 * is not destroyed after one request.
 */
export async function sessionCookieOf(user: User): Promise<string> {
  const config = (await configProvider.resolve<any>(app, app.config.get('session')))!
  const session = new SessionClient(config.stores.memory())
  session.merge({ auth_web: user.id })
  await session.commit()
  const signed = new CookieClient(await app.container.make(Encryption)).sign(
    config.cookieName,
    session.sessionId
  )
  return `${config.cookieName}=${signed}`
}

export async function openStream(
  cookie: string | null,
  uid: string = randomUUID()
): Promise<TestStream> {
  const messages: TestStream['messages'] = []
  const waiters: ((message: TestStream['messages'][number]) => void)[] = []
  const source = new EventSource(serverUrl(`/__transmit/events?uid=${uid}`), {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers ?? {}), ...(cookie ? { cookie } : {}) },
      }),
  })
  source.onmessage = (event) => {
    const message = JSON.parse(event.data)
    if (message.channel === '$$transmit/ping') return
    const waiter = waiters.shift()
    if (waiter) waiter(message)
    else messages.push(message)
  }
  await new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve()
    source.onerror = (error) => {
      source.close()
      reject(error)
    }
  })
  return {
    uid,
    messages,
    nextMessage(timeoutMs = 2000) {
      const queued = messages.shift()
      if (queued) return Promise.resolve(queued)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No realtime message received')), timeoutMs)
        waiters.push((message) => {
          clearTimeout(timer)
          resolve(message)
        })
      })
    },
    close() {
      source.close()
    },
  }
}
