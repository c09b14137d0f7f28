import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { SessionConfig, SessionStoreContract } from '@adonisjs/session/types'
import { touchAtMostEveryMinute } from '#core/session/touch_at_most_every_minute'

function recordingStore() {
  const calls: string[] = []
  const store: SessionStoreContract = {
    read: () => null,
    write: async (id) => void calls.push(`write ${id}`),
    destroy: async (id) => void calls.push(`destroy ${id}`),
    touch: async (id) => void calls.push(`touch ${id}`),
  }
  return { calls, provider: configProvider.create(async () => () => store) }
}

async function storeOf(provider: ReturnType<typeof recordingStore>['provider']) {
  const factory = await touchAtMostEveryMinute(provider).resolver(app)
  return factory({} as HttpContext, {} as SessionConfig)
}

test.group('Session store: the expiry moves at most once a minute', () => {
  test('a second read within the minute does not write', async ({ assert }) => {
    const { calls, provider } = recordingStore()
    const store = await storeOf(provider)
    await store.touch('a')
    await store.touch('a')
    await store.touch('b')
    assert.deepEqual(calls, ['touch a', 'touch b'])
  })

  test('changed data is always written, and counts as the minute’s touch', async ({ assert }) => {
    const { calls, provider } = recordingStore()
    const store = await storeOf(provider)
    await store.write('c', {})
    await store.write('c', { changed: true })
    await store.touch('c')
    assert.deepEqual(calls, ['write c', 'write c'])
  })

  test('a touch after the minute writes again', async ({ assert, cleanup }) => {
    const { calls, provider } = recordingStore()
    const store = await storeOf(provider)
    const realNow = Date.now
    cleanup(() => void (Date.now = realNow))
    const start = realNow()
    Date.now = () => start
    await store.touch('d')
    Date.now = () => start + 59_000
    await store.touch('d')
    Date.now = () => start + 61_000
    await store.touch('d')
    assert.deepEqual(calls, ['touch d', 'touch d'])
  })

  test('a destroyed session is forgotten', async ({ assert }) => {
    const { calls, provider } = recordingStore()
    const store = await storeOf(provider)
    await store.touch('e')
    await store.destroy('e')
    await store.touch('e')
    assert.deepEqual(calls, ['touch e', 'destroy e', 'touch e'])
  })
})
