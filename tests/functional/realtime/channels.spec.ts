import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#identity/models/user'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { broadcastToTeam, broadcastToUser } from '#realtime/broadcast'
import { openStream, sessionCookieOf, type TestStream } from './sse_client.js'

test.group('Realtime channels', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  let streams: TestStream[] = []
  group.each.teardown(() => {
    streams.forEach((stream) => stream.close())
    streams = []
  })
  /** Subscribes (or unsubscribes) a Transmit client id to a channel, signed in as `user` or as a guest. */
  function subscribe(
    client: ApiClient,
    user: User | null,
    uid: unknown,
    channel: string,
    action: 'subscribe' | 'unsubscribe' = 'subscribe'
  ) {
    const request = client.post(`/__transmit/${action}`).json({ uid, channel }).withCsrfToken()
    return user ? request.loginAs(user) : request
  }

  async function streamFor(cookie: string | null, uid?: ReturnType<typeof randomUUID> | string) {
    const stream = await openStream(cookie, uid)
    streams.push(stream)
    return stream
  }

  test('a user can subscribe to their own channel', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const stream = await streamFor(await sessionCookieOf(user))
    const response = await subscribe(client, user, stream.uid, `users/${user.id}`)
    response.assertStatus(204)
  })

  test("a user cannot subscribe to another user's channel", async ({ client }) => {
    const { user: owner } = await createUserWithTeam('dealer')
    const { user: outsider } = await createUserWithTeam('dealer')
    const stream = await streamFor(await sessionCookieOf(outsider))
    const response = await subscribe(client, outsider, stream.uid, `users/${owner.id}`)
    response.assertStatus(400)
  })

  test('a guest cannot subscribe to a user channel', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const stream = await streamFor(null)
    const response = await subscribe(client, null, stream.uid, `users/${user.id}`)
    response.assertStatus(400)
  })

  test('a member can subscribe to their team channel, whatever their role', async ({ client }) => {
    const { team } = await createUserWithTeam('transporter')
    const driver = await addMember(team, 'driver')
    const stream = await streamFor(await sessionCookieOf(driver))
    const response = await subscribe(client, driver, stream.uid, `teams/${team.id}`)
    response.assertStatus(204)
  })

  test('an outsider cannot subscribe to a team channel', async ({ client }) => {
    const { team } = await createUserWithTeam('dealer')
    const { user: outsider } = await createUserWithTeam('dealer')
    const stream = await streamFor(await sessionCookieOf(outsider))
    const response = await subscribe(client, outsider, stream.uid, `teams/${team.id}`)
    response.assertStatus(400)
  })

  test('malformed channel ids are refused', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const stream = await streamFor(await sessionCookieOf(user))
    for (const channel of [
      `users/${user.id}x`,
      `users/0${user.id}`,
      'teams/abc',
      `users/${'9'.repeat(30)}`,
    ]) {
      const response = await subscribe(client, user, stream.uid, channel)
      response.assertStatus(400)
    }
  })

  test("nobody can subscribe another user's client id, even to their own channel", async ({
    client,
  }) => {
    const { user: victim } = await createUserWithTeam('dealer')
    const { user: attacker } = await createUserWithTeam('dealer')
    const victimStream = await streamFor(await sessionCookieOf(victim))
    const response = await subscribe(client, attacker, victimStream.uid, `users/${attacker.id}`)
    response.assertStatus(400)
  })

  test('nobody can open a stream under a client id another user is using', async ({ assert }) => {
    const { user: victim } = await createUserWithTeam('dealer')
    const { user: attacker } = await createUserWithTeam('dealer')
    const victimStream = await streamFor(await sessionCookieOf(victim))
    await assert.rejects(() => streamFor(null, victimStream.uid))
    const attackerCookie = await sessionCookieOf(attacker)
    await assert.rejects(() => streamFor(attackerCookie, victimStream.uid))
    await assert.rejects(() => streamFor(null, 'short'))
  })

  test('anyone may follow the tracking channel of an existing transport, and only that', async ({
    client,
  }) => {
    const { transport } = await createDealerTransport({ state: 'published' })
    const stream = await streamFor(null)
    for (const [channel, status] of [
      [`tracking/${transport.trackingToken}`, 204],
      [`tracking/${'A'.repeat(43)}`, 400],
      ['tracking/short', 400],
    ] as const) {
      const response = await subscribe(client, null, stream.uid, channel)
      response.assertStatus(status)
    }
  })

  test('subscribing needs the CSRF token', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const stream = await streamFor(await sessionCookieOf(user))
    const response = await client
      .post('/__transmit/subscribe')
      .loginAs(user)
      .json({ uid: stream.uid, channel: `users/${user.id}` })
      .redirects(0)
    assert.notEqual(response.status(), 204)
    broadcastToUser(user.id, { type: 'test.ping' }, null)
    await assert.rejects(() => stream.nextMessage(300))
  })

  test('a broadcast reaches the subscribed client and nobody else', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { user: other } = await createUserWithTeam('dealer')
    const mine = await streamFor(await sessionCookieOf(user))
    const theirs = await streamFor(await sessionCookieOf(other))
    for (const [subscriber, stream, channel] of [
      [user, mine, `users/${user.id}`],
      [user, mine, `teams/${team.id}`],
      [other, theirs, `users/${other.id}`],
    ] as const) {
      const response = await subscribe(client, subscriber, stream.uid, channel)
      response.assertStatus(204)
    }

    broadcastToUser(user.id, { type: 'test.ping', value: 1 }, 'socket-of-another-tab')
    const first = await mine.nextMessage()
    assert.equal(first.channel, `users/${user.id}`)
    assert.deepEqual(first.payload, {
      type: 'test.ping',
      value: 1,
      originSocketId: 'socket-of-another-tab',
    })

    broadcastToTeam(team.id, { type: 'test.team' }, null)
    const second = await mine.nextMessage()
    assert.equal(second.channel, `teams/${team.id}`)
    assert.equal(second.payload.type, 'test.team')

    await assert.rejects(() => theirs.nextMessage(300))
  })

  test('after unsubscribing, broadcasts stop arriving', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const stream = await streamFor(await sessionCookieOf(user))
    const channel = `users/${user.id}`
    ;(await subscribe(client, user, stream.uid, channel)).assertStatus(204)
    ;(await subscribe(client, user, stream.uid, channel, 'unsubscribe')).assertStatus(204)
    broadcastToUser(user.id, { type: 'test.ping' }, null)
    await assert.rejects(() => stream.nextMessage(300))
  })

  test('the client id is validated on every transmit route', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const uid of ['', 'a'.repeat(101), '../../etc', 42]) {
      const response = await subscribe(client, user, uid, `users/${user.id}`)
      response.assertStatus(400)
    }
    const unknown = await subscribe(client, user, randomUUID(), `users/${user.id}`)
    unknown.assertStatus(400)
  })
})
