import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

const HOUR = 60 * 60 * 1000

test.group('Confirm password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('renders the confirm page', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/user/confirm-password').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/confirm_password')
  })

  test('a protected page redirects to the confirm page when the confirmation is older than 3 hours, remembering it', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .get('/user/two-factor-recovery-codes')
      .loginAs(user)
      .withSession({ security: { passwordConfirmedAt: Date.now() - 3 * HOUR - 1000 } })
      .redirects(0)
    assert.equal(response.header('location'), '/user/confirm-password')
    assert.equal(response.session('security.intendedUrl'), '/user/two-factor-recovery-codes')
  })

  test('a form submission remembers the page it came from', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .post('/user/two-factor-authentication')
      .header('Referer', 'http://localhost:3401/user/profile?tab=security')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.header('location'), '/user/confirm-password')
    assert.equal(response.session('security.intendedUrl'), '/user/profile?tab=security')
    await user.refresh()
    assert.isNull(user.twoFactorSecret)
  })

  test('a fresh confirmation lets the request through', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .post('/user/two-factor-authentication')
      .loginAs(user)
      .withSession({ security: { passwordConfirmedAt: Date.now() - 2 * HOUR } })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.header('location'), '/user/profile')
    await user.refresh()
    assert.isNotNull(user.twoFactorSecret)
  })

  test('the right password confirms and goes back to the intended page', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const before = Date.now()
    const response = await client
      .post('/user/confirm-password')
      .loginAs(user)
      .withSession({ security: { intendedUrl: '/user/two-factor-recovery-codes' } })
      .form({ password: 'password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.header('location'), '/user/two-factor-recovery-codes')
    assert.isAtLeast(response.session('security.passwordConfirmedAt'), before)
    assert.isUndefined(response.session('security.intendedUrl'))
  })

  test('without an intended page it goes to the profile; never to another site', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const plain = await submitAs(client, user, 'post', '/user/confirm-password').form({
      password: 'password',
    })
    assert.equal(plain.header('location'), '/user/profile')

    const evil = await client
      .post('/user/confirm-password')
      .loginAs(user)
      .withSession({ security: { intendedUrl: 'https://evil.example/' } })
      .form({ password: 'password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(evil.header('location'), '/user/profile')
  })

  test('a wrong password is a field error, and the 6th wrong attempt is throttled', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await submitAs(client, user, 'post', '/user/confirm-password').form({
        password: `wrong-${attempt}`,
      })
      assert.deepEqual(flashedFieldErrors(response).password, ['La password non è corretta.'])
      assert.isUndefined(response.session('security.passwordConfirmedAt'))
    }
    const sixth = await submitAs(client, user, 'post', '/user/confirm-password').form({
      password: 'password',
    })
    assert.match(flashedFieldErrors(sixth).password?.[0] ?? '', /^Troppi tentativi/)
    assert.isUndefined(sixth.session('security.passwordConfirmedAt'))
  })

  test('a 200 KB password is a field error, not a crash', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', '/user/confirm-password').form({
      password: 'p'.repeat(200 * 1024),
    })
    response.assertStatus(302)
    assert.lengthOf(flashedFieldErrors(response).password ?? [], 1)
  })
})
