import { createHmac, createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { broadcastToTeam, broadcastToUser } from '#realtime/broadcast'
import { openStream, sessionCookieOf, type TestStream } from './sse_client.js'

/**
 * /broadcasting/auth and /broadcasting/user-auth: Pusher-protocol signatures
 * (recomputed here with HMAC-SHA256), the same channel rules as the Transmit
 * subscribe route, and every broadcast mirrored to the Pusher server.
 */
const SETTINGS = {
  PUSHER_APP_ID: '4242',
  PUSHER_KEY: 'test-app-key',
  PUSHER_SECRET: 'test-app-secret',
  PUSHER_HOST: '127.0.0.1',
  PUSHER_TLS: 'false',
}
const SOCKET_ID = '123456.7890123'

function configurePusher(port: number) {
  for (const [name, value] of Object.entries({ ...SETTINGS, PUSHER_PORT: String(port) }))
    env.set(name, value)
}

function unconfigurePusher() {
  for (const name of [...Object.keys(SETTINGS), 'PUSHER_PORT']) {
    env.set(name, '')
    delete process.env[name]
  }
}

function hmac(text: string) {
  return createHmac('sha256', SETTINGS.PUSHER_SECRET).update(text).digest('hex')
}

type Received = { method: string; path: string; query: URLSearchParams; body: string }

/** A stand-in for the Pusher HTTP API: records what the app triggers. */
function fakePusherServer() {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const url = new URL(request.url!, 'http://localhost')
      received.push({ method: request.method!, path: url.pathname, query: url.searchParams, body })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return { server, received }
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error('nothing arrived')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test.group('Realtime / Pusher protocol: not configured', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('both routes answer 404 JSON without PUSHER_* settings', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const [path, form] of [
      ['/broadcasting/auth', { socket_id: SOCKET_ID, channel_name: `private-users.${user.id}` }],
      ['/broadcasting/user-auth', { socket_id: SOCKET_ID }],
    ] as const) {
      const response = await client.post(path).loginAs(user).form(form).withCsrfToken()
      response.assertStatus(404)
      assert.match(response.header('content-type') ?? '', /application\/json/)
    }
  })
})

test.group('Realtime / Pusher protocol', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  let pusher: ReturnType<typeof fakePusherServer>
  group.setup(async () => {
    pusher = fakePusherServer()
    await new Promise<void>((resolve) => pusher.server.listen(0, '127.0.0.1', resolve))
    configurePusher((pusher.server.address() as AddressInfo).port)
    return async () => {
      unconfigurePusher()
      await new Promise((resolve) => pusher.server.close(resolve))
    }
  })
  group.each.setup(() => {
    pusher.received.length = 0
  })

  let streams: TestStream[] = []
  group.each.teardown(() => {
    streams.forEach((stream) => stream.close())
    streams = []
  })

  test('a user gets a valid signature for their own private channel', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const channel = `private-users.${user.id}`
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .form({ socket_id: SOCKET_ID, channel_name: channel })
      .withCsrfToken()
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      auth: `${SETTINGS.PUSHER_KEY}:${hmac(`${SOCKET_ID}:${channel}`)}`,
    })
  })

  test('every team member gets their team channel, whatever their role', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('transporter')
    const driver = await addMember(team, 'driver')
    const channel = `private-teams.${team.id}`
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(driver)
      .json({ socket_id: SOCKET_ID, channel_name: channel })
      .withCsrfToken()
    response.assertStatus(200)
    assert.equal(response.body().auth, `${SETTINGS.PUSHER_KEY}:${hmac(`${SOCKET_ID}:${channel}`)}`)
  })

  test('channels the user may not join are a 403 JSON answer', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { user: other, team: otherTeam } = await createUserWithTeam('dealer')
    for (const channel of [
      `private-users.${other.id}`,
      `private-teams.${otherTeam.id}`,
      `private-users.0${user.id}`,
      `private-users.${user.id}x`,
      `private-users.${'9'.repeat(30)}`,
      `presence-teams.${team.id}`,
      `private-encrypted-users.${user.id}`,
      `private-anything.${user.id}`,
      `users.${user.id}`,
      `tracking.${'a'.repeat(43)}`,
    ]) {
      const response = await client
        .post('/broadcasting/auth')
        .loginAs(user)
        .form({ socket_id: SOCKET_ID, channel_name: channel })
        .withCsrfToken()
      assert.equal(response.status(), 403, channel)
      assert.deepEqual(response.body(), { errors: [{ message: 'Forbidden' }] })
    }
  })

  test('guests get no channel and no user signature', async ({ client }) => {
    const { user, team } = await createUserWithTeam('dealer')
    for (const channel of [`private-users.${user.id}`, `private-teams.${team.id}`]) {
      const response = await client
        .post('/broadcasting/auth')
        .form({ socket_id: SOCKET_ID, channel_name: channel })
        .withCsrfToken()
      response.assertStatus(403)
    }
    const response = await client
      .post('/broadcasting/user-auth')
      .form({ socket_id: SOCKET_ID })
      .withCsrfToken()
    response.assertStatus(403)
  })

  test('malformed requests are a 400 JSON answer, never a 500', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const channel = `private-users.${user.id}`
    for (const body of [
      {},
      { socket_id: SOCKET_ID },
      { channel_name: channel },
      { socket_id: 'abc', channel_name: channel },
      { socket_id: '1.2.3', channel_name: channel },
      { socket_id: `${'1'.repeat(5000)}.1`, channel_name: channel },
      { socket_id: 1234.5678, channel_name: channel },
      { socket_id: [SOCKET_ID], channel_name: channel },
      { socket_id: SOCKET_ID, channel_name: '' },
      { socket_id: SOCKET_ID, channel_name: `private-users/${user.id}` },
      { socket_id: SOCKET_ID, channel_name: `private-users.${user.id}\u0000` },
      { socket_id: SOCKET_ID, channel_name: 'x'.repeat(201) },
      { socket_id: SOCKET_ID, channel_name: { name: channel } },
    ]) {
      const response = await client
        .post('/broadcasting/auth')
        .loginAs(user)
        .json(body)
        .header('accept', 'application/json')
        .withCsrfToken()
      /* a NUL is refused before any route runs by the one input normalisation: 422 to a JSON client */
      const expected = JSON.stringify(body).includes('\\u0000') ? 422 : 400
      assert.equal(response.status(), expected, JSON.stringify(body).slice(0, 80))
      assert.match(response.header('content-type') ?? '', /application\/json/)
    }
    for (const body of [{}, { socket_id: 'x.y' }, { socket_id: { a: 1 } }]) {
      const response = await client
        .post('/broadcasting/user-auth')
        .loginAs(user)
        .json(body)
        .withCsrfToken()
      assert.equal(response.status(), 400, JSON.stringify(body))
    }
  })

  test('the signature needs the CSRF token, like any form', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .form({ socket_id: SOCKET_ID, channel_name: `private-users.${user.id}` })
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.notProperty(response.body() ?? {}, 'auth')
  })

  test('user authentication signs the session user', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .post('/broadcasting/user-auth')
      .loginAs(user)
      .form({ socket_id: SOCKET_ID })
      .withCsrfToken()
    response.assertStatus(200)
    const userData = JSON.stringify({ id: String(user.id) })
    assert.deepEqual(response.body(), {
      auth: `${SETTINGS.PUSHER_KEY}:${hmac(`${SOCKET_ID}::user::${userData}`)}`,
      user_data: userData,
    })
  })

  test('the Pusher route and the Transmit subscribe route apply the same rules', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const driver = await addMember(team, 'driver')
    const { user: other, team: otherTeam } = await createUserWithTeam('dealer')
    const stream = await openStream(await sessionCookieOf(driver))
    streams.push(stream)
    for (const [target, expected] of [
      [`users/${driver.id}`, true],
      [`teams/${team.id}`, true],
      [`users/${user.id}`, false],
      [`users/${other.id}`, false],
      [`teams/${otherTeam.id}`, false],
      [`users/0${driver.id}`, false],
    ] as const) {
      const transmitAnswer = await client
        .post('/__transmit/subscribe')
        .loginAs(driver)
        .json({ uid: stream.uid, channel: target })
        .withCsrfToken()
      const pusherAnswer = await client
        .post('/broadcasting/auth')
        .loginAs(driver)
        .form({ socket_id: SOCKET_ID, channel_name: `private-${target.replace('/', '.')}` })
        .withCsrfToken()
      assert.equal(transmitAnswer.status(), expected ? 204 : 400, `transmit ${target}`)
      assert.equal(pusherAnswer.status(), expected ? 200 : 403, `pusher ${target}`)
    }
  })

  test('broadcasts are mirrored to the Pusher server, signed', async ({ assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    broadcastToUser(user.id, { type: 'test.ping', value: 1 }, SOCKET_ID)
    broadcastToTeam(team.id, { type: 'test.team' }, 'transmit-uid-not-pusher')

    const toUser = await waitFor(() =>
      pusher.received.find((r) => JSON.parse(r.body).channels?.[0] === `private-users.${user.id}`)
    )
    const toTeam = await waitFor(() =>
      pusher.received.find((r) => JSON.parse(r.body).channels?.[0] === `private-teams.${team.id}`)
    )
    for (const received of [toUser, toTeam]) {
      assert.equal(received.method, 'POST')
      assert.equal(received.path, `/apps/${SETTINGS.PUSHER_APP_ID}/events`)
      assert.equal(received.query.get('auth_key'), SETTINGS.PUSHER_KEY)
      assert.equal(
        received.query.get('body_md5'),
        createHash('md5').update(received.body).digest('hex')
      )
      const signed = [...received.query.entries()]
        .filter(([key]) => key !== 'auth_signature')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, value]) => `${key}=${value}`)
        .join('&')
      assert.equal(received.query.get('auth_signature'), hmac(`POST\n${received.path}\n${signed}`))
    }
    assert.deepEqual(JSON.parse(toUser.body), {
      name: 'test.ping',
      channels: [`private-users.${user.id}`],
      data: JSON.stringify({ type: 'test.ping', value: 1, originSocketId: SOCKET_ID }),
      /* the Pusher connection that caused it does not get its own echo */
      socket_id: SOCKET_ID,
    })
    const teamEvent = JSON.parse(toTeam.body)
    assert.equal(teamEvent.name, 'test.team')
    assert.notProperty(teamEvent, 'socket_id')
  })
})
