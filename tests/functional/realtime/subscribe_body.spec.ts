import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUserWithTeam } from '#tests/helpers/factories'
import { openStream, sessionCookieOf, type TestStream } from './sse_client.js'

/**
 * The realtime subscribe/unsubscribe routes validate their JSON body: a
 * missing, non-string or huge `uid` or `channel` is a 4xx JSON answer,
 * never a 500.
 */
test.group('Realtime subscribe: malformed bodies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  let streams: TestStream[] = []
  group.each.teardown(() => {
    streams.forEach((stream) => stream.close())
    streams = []
  })

  for (const path of ['/__transmit/subscribe', '/__transmit/unsubscribe']) {
    test(`${path}: a missing, non-string or huge channel is a 400 JSON answer`, async ({
      client,
      assert,
    }) => {
      const { user } = await createUserWithTeam('dealer')
      const stream = await openStream(await sessionCookieOf(user))
      streams.push(stream)
      for (const channel of [
        undefined,
        null,
        42,
        true,
        ['users', String(user.id)],
        { id: user.id },
        '',
        'x'.repeat(100_000),
        `users/${user.id}/../..`,
        'users/\u0000',
      ]) {
        const response = await client
          .post(path)
          .loginAs(user)
          .json(channel === undefined ? { uid: stream.uid } : { uid: stream.uid, channel })
          .header('accept', 'application/json')
          .withCsrfToken()
        /* a NUL is refused before any route runs by the one input normalisation: 422 to a JSON client */
        const expected = typeof channel === 'string' && channel.includes('\u0000') ? 422 : 400
        assert.equal(
          response.status(),
          expected,
          `channel ${JSON.stringify(channel)?.slice(0, 40)}`
        )
        assert.match(response.header('content-type') ?? '', /application\/json/)
        assert.isArray(response.body().errors)
      }
    })

    test(`${path}: a missing, non-string or huge uid is a 400 JSON answer`, async ({
      client,
      assert,
    }) => {
      const { user } = await createUserWithTeam('dealer')
      for (const uid of [
        undefined,
        null,
        42,
        ['a'.repeat(20)],
        { uid: 'a'.repeat(20) },
        '',
        'u'.repeat(100_000),
      ]) {
        const response = await client
          .post(path)
          .loginAs(user)
          .json(
            uid === undefined
              ? { channel: `users/${user.id}` }
              : { uid, channel: `users/${user.id}` }
          )
          .withCsrfToken()
        assert.equal(response.status(), 400, `uid ${JSON.stringify(uid)?.slice(0, 40)}`)
        assert.match(response.header('content-type') ?? '', /application\/json/)
      }
    })

    test(`${path}: JSON garbage and other shapes are a 4xx, never a 500`, async ({
      client,
      assert,
    }) => {
      const { user } = await createUserWithTeam('dealer')
      for (const [type, body] of [
        ['application/json', '{"uid": "abc'],
        ['application/json', '[1, 2, 3]'],
        ['application/json', '"users/1"'],
        ['application/json', 'null'],
        ['text/plain', 'uid=x&channel=y'],
        ['application/x-www-form-urlencoded', 'uid[]=x&channel[a]=y'],
      ]) {
        const response = await client
          .post(path)
          .loginAs(user)
          .unsafeJson(body)
          .type(type)
          .accept('json')
          .withCsrfToken()
          .redirects(0)
        assert.isAtLeast(response.status(), 400, `${type} ${body}`)
        assert.isBelow(response.status(), 500, `${type} ${body}`)
      }
    })
  }

  test('the event stream refuses a missing or malformed uid with a 400 JSON answer', async ({
    client,
    assert,
  }) => {
    for (const query of ['', '?uid=', '?uid[]=abcdefghij', `?uid=${'u'.repeat(200)}`]) {
      const response = await client.get(`/__transmit/events${query}`)
      assert.equal(response.status(), 400, query)
      assert.match(response.header('content-type') ?? '', /application\/json/)
    }
  })
})
