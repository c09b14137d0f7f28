import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { http, trustedProxies } from '#config/app'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'

/**
 * Throttles are keyed by the client IP. X-Forwarded-For is believed only from
 * the proxies named in TRUSTED_PROXIES (none by default): a client that forges
 * the header still gets its own socket address, so it cannot dodge the login
 * or password-reset throttle by sending a new "IP" with every attempt.
 */
const THROTTLED = /^Troppi tentativi\. Riprova tra \d+ secondi\.$/
const INVALID = 'Credenziali non valide.'

function login(client: ApiClient, email: string, password: string, forwardedFor: string) {
  return client
    .post('/login')
    .header('X-Forwarded-For', forwardedFor)
    .form({ email, password })
    .withCsrfToken()
    .redirects(0)
}

/** Runs `work` with TRUSTED_PROXIES set to `list` (the running server reads the same config object). */
async function withTrustedProxies(list: string, work: () => Promise<void>) {
  const original = http.trustProxy
  http.trustProxy = trustedProxies(list)
  try {
    await work()
  } finally {
    http.trustProxy = original
  }
}

test.group('Trusted proxies: throttles and X-Forwarded-For', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('by default a forged X-Forwarded-For does not dodge the login throttle', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(client, user.email, 'wrong', `203.0.113.${attempt}`)
      assert.deepEqual(flashedFieldErrors(response).email, [INVALID])
    }
    const sixth = await login(client, user.email, 'password', '198.51.100.77')
    assert.match(flashedFieldErrors(sixth).email?.[0] ?? '', THROTTLED)
  })

  test('by default a forged X-Forwarded-For does not dodge the password-reset throttle', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await client
        .post('/forgot-password')
        .header('X-Forwarded-For', `203.0.113.${attempt}`)
        .form({ email: user.email })
        .withCsrfToken()
        .redirects(0)
      const errors = flashedFieldErrors(response).email ?? []
      if (attempt <= 3) assert.deepEqual(errors, [], `attempt ${attempt}`)
      else assert.match(errors[0] ?? '', THROTTLED)
    }
  })

  test('behind a configured proxy, the client IP it forwards is honoured', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    await withTrustedProxies('127.0.0.1, ::1', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        await login(client, user.email, 'wrong', '203.0.113.10')
      }
      const blocked = await login(client, user.email, 'password', '203.0.113.10')
      assert.match(flashedFieldErrors(blocked).email?.[0] ?? '', THROTTLED)

      /* Another client behind the same proxy is not blocked by the first one's attempts. */
      const other = await login(client, user.email, 'password', '203.0.113.11')
      assert.deepEqual(flashedFieldErrors(other), {})
      assert.equal(other.header('location'), '/home')
    })
  })

  test('TRUSTED_PROXIES is a comma-separated list of addresses, ranges and proxy-addr names', ({
    assert,
  }) => {
    assert.isFalse(trustedProxies(undefined)('127.0.0.1', 0))
    assert.isFalse(trustedProxies('')('10.0.0.1', 0))
    const list = trustedProxies(' 10.0.0.0/8 ,192.168.1.5,loopback')
    assert.isTrue(list('10.1.2.3', 0))
    assert.isTrue(list('192.168.1.5', 0))
    assert.isTrue(list('127.0.0.1', 0))
    assert.isTrue(list('::1', 0))
    assert.isFalse(list('192.168.1.6', 0))
    assert.isFalse(list('203.0.113.1', 0))
    assert.throws(() => trustedProxies('not-an-ip'))
  })
})
