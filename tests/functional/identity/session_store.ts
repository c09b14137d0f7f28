import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { randomUUID } from 'node:crypto'

/**
 * The memory session store of the test environment (SESSION_DRIVER=memory).
 * The Japa session client destroys a request's session after the response,
 * so tests that need "another browser" put a session in the store directly.
 */
async function memoryStoreClass(): Promise<{
  sessions: Map<string, Record<string, any>>
  tags: Map<string, string>
  prototype: { tag: (sessionId: string, userId: string) => void }
}> {
  const config: any = await configProvider.resolve(app, app.config.get('session'))
  return config.stores.memory().constructor
}

/** A signed-in session of `userId` on another browser; returns its id. */
export async function otherBrowserSession(userId: number, device: Record<string, unknown> = {}) {
  const Store = await memoryStoreClass()
  const id = randomUUID()
  Store.sessions.set(id, {
    auth_web: userId,
    device: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ip: '10.0.0.2',
      lastActivity: Date.now() - 3600_000,
      ...device,
    },
  })
  Store.tags.set(id, String(userId))
  return id
}

export async function sessionExists(id: string) {
  const Store = await memoryStoreClass()
  return Store.sessions.has(id)
}

/** Records the tags written while `callback` runs (sessions are destroyed after each test request). */
export async function recordSessionTags<T>(callback: () => Promise<T>) {
  const Store = await memoryStoreClass()
  const original = Store.prototype.tag
  const tags: { sessionId: string; userId: string }[] = []
  Store.prototype.tag = function (sessionId: string, userId: string) {
    tags.push({ sessionId, userId: String(userId) })
    return original.call(this, sessionId, userId)
  }
  try {
    const result = await callback()
    return { result, tags }
  } finally {
    Store.prototype.tag = original
  }
}

/** Empties the memory store (user ids are reused between tests rolled back by the global transaction). */
export async function clearSessionStore() {
  const Store = await memoryStoreClass()
  Store.sessions.clear()
  Store.tags.clear()
}
