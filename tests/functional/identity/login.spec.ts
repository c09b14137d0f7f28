import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { generateTwoFactorSecret } from '#identity/domain/two_factor'
import { recordSessionTags } from './session_store.js'

test.group('Login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('renders the login page in Italian by default', async ({ client }) => {
    const response = await client.get('/login').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/login')
    response.assertInertiaPropsContains({ locale: 'it' })
  })

  test('signs a dealer in and sends them to their area', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'login-dealer@example.test' })
    const response = await client
      .post('/login')
      .form({ email: user.email, password: 'password' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
  })

  test('rejects a wrong password with a translated field error', async ({ client, assert }) => {
    await createUserWithTeam('dealer', { email: 'wrong-pass@example.test' })
    const response = await client
      .post('/login')
      .form({ email: 'wrong-pass@example.test', password: 'nope-nope' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response).email, ['Credenziali non valide.'])
  })

  test('throttles the 6th wrong attempt within a minute with a translated error on the e-mail field', async ({
    client,
    assert,
  }) => {
    await createUserWithTeam('dealer', { email: 'throttle-me@example.test' })
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await client
        .post('/login')
        .form({ email: 'throttle-me@example.test', password: `wrong-${attempt}` })
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(flashedFieldErrors(response).email, ['Credenziali non valide.'])
    }
    /* Even the right password is refused while blocked. */
    const sixth = await client
      .post('/login')
      .form({ email: 'throttle-me@example.test', password: 'password' })
      .withCsrfToken()
      .redirects(0)
    sixth.assertStatus(302)
    const [message] = flashedFieldErrors(sixth).email ?? []
    const seconds = Number(
      /^Troppi tentativi\. Riprova tra (\d+) secondi\.$/.exec(message ?? '')?.[1]
    )
    assert.isAbove(seconds, 200, message)
    assert.isAtMost(seconds, 300, message)
  })

  test('tags the new session with the user id so it appears among their browser sessions', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'tagged@example.test' })
    const { result: response, tags } = await recordSessionTags(() =>
      client
        .post('/login')
        .header(
          'User-Agent',
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
        )
        .form({ email: user.email, password: 'password' })
        .withCsrfToken()
        .redirects(0)
    )
    response.assertStatus(302)
    assert.deepEqual(
      tags.map((tag) => tag.userId),
      [String(user.id)]
    )
    assert.equal(tags[0]!.sessionId, response.cookie('trasporti-session')?.value)
    const device = response.session('device')
    assert.include(device.userAgent, 'Chrome/126.0')
    assert.isNumber(response.session('security.passwordConfirmedAt'))
  })

  test('sends users with two-factor authentication to the challenge without signing them in', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'with-2fa@example.test' })
    user.twoFactorSecret = encryption.encrypt(generateTwoFactorSecret())
    user.twoFactorConfirmedAt = DateTime.now()
    await user.save()

    const response = await client
      .post('/login')
      .form({ email: user.email, password: 'password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.header('location'), '/two-factor-challenge')
    assert.equal(response.session('login.id'), user.id)
    assert.isUndefined(response.session('auth_web'))
  })

  test('sends guests to /login and back to the page they asked for after signing in', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'intended@example.test' })
    const guest = await client.get('/user/profile').redirects(0)
    guest.assertStatus(302)
    assert.equal(guest.header('location'), '/login')
    assert.equal(guest.session('intended'), '/user/profile')

    const login = await client
      .post('/login')
      .withSession({ intended: '/user/profile' })
      .form({ email: user.email, password: 'password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(login.header('location'), '/user/profile')
  })

  test('never redirects to another site after signing in', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'no-open-redirect@example.test' })
    const login = await client
      .post('/login')
      .withSession({ intended: '//evil.example/phish' })
      .form({ email: user.email, password: 'password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(login.header('location'), '/home')
  })

  test('guests are redirected to /login from every account page', async ({ client, assert }) => {
    for (const url of [
      '/user/profile',
      '/verify-email',
      '/user/confirm-password',
      '/user/two-factor-recovery-codes',
    ]) {
      const response = await client.get(url).redirects(0)
      assert.equal(response.status(), 302, url)
      assert.equal(response.header('location'), '/login', url)
    }
    for (const [method, url] of [
      ['put', '/user/profile-information'],
      ['put', '/user/password'],
      ['delete', '/user'],
      ['delete', '/user/other-browser-sessions'],
      ['post', '/user/two-factor-authentication'],
    ] as const) {
      const response = await client[method](url).withCsrfToken().redirects(0)
      assert.equal(response.status(), 302, url)
      assert.equal(response.header('location'), '/login', url)
    }
  })

  test('signs out: the session no longer holds the user nor appears among their sessions', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const request = client
      .post('/logout')
      .loginAs(user)
      .withSession({ device: { ip: '10.0.0.1' } })
      .withCsrfToken()
      .redirects(0)
    const sessionId = request.sessionClient.sessionId
    const sessions = await app.container.make(SessionCollection)
    await sessions.tag(sessionId, String(user.id))
    const response = await request
    assert.equal(response.header('location'), '/login')
    assert.isUndefined(response.session('auth_web'))
    assert.isUndefined(response.session('device'))
  })
})
