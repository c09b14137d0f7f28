import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { SessionStoreFactory } from '@adonisjs/session/types'

/**
 * A page that only reads still moves its session's expiry forward ("touch"):
 * one write per request. The expiry moves in steps of a minute instead: a
 * touch within a minute of the last write or touch of the same session (by
 * this process) is skipped, so a read page does no write. The session then
 * ends at most a minute before its full idle age (2 h); writes of changed data
 * always happen.
 */
const STEP_MS = 60_000
const MAX_REMEMBERED = 10_000
const lastWritten = new Map<string, number>()

function remember(sessionId: string, now: number) {
  if (lastWritten.size >= MAX_REMEMBERED) {
    for (const [id, at] of lastWritten) if (now - at >= STEP_MS) lastWritten.delete(id)
    if (lastWritten.size >= MAX_REMEMBERED) lastWritten.clear()
  }
  lastWritten.set(sessionId, now)
}

export function touchAtMostEveryMinute(
  store: ConfigProvider<SessionStoreFactory>
): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) => {
    const factory = await store.resolver(app)
    return (ctx, config) => {
      const instance = factory(ctx, config)
      const touch = instance.touch.bind(instance)
      const write = instance.write.bind(instance)
      const destroy = instance.destroy.bind(instance)
      instance.touch = async (sessionId) => {
        const now = Date.now()
        if (now - (lastWritten.get(sessionId) ?? 0) < STEP_MS) return
        await touch(sessionId)
        remember(sessionId, now)
      }
      instance.write = async (sessionId, values) => {
        await write(sessionId, values)
        remember(sessionId, Date.now())
      }
      instance.destroy = async (sessionId) => {
        lastWritten.delete(sessionId)
        await destroy(sessionId)
      }
      return instance
    }
  })
}
