import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { clearSessionStore, otherBrowserSession, sessionExists } from './session_store.js'
import { submitAs } from '#tests/helpers/requests'

test.group('Browser sessions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearSessionStore())

  test('lists the user sessions with this device first and the others with their last activity', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const { user: stranger } = await createUserWithTeam('dealer')
    await otherBrowserSession(user.id)
    await otherBrowserSession(stranger.id)

    const response = await client
      .get('/user/profile')
      .loginAs(user)
      .header(
        'User-Agent',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'
      )
      .withInertiaPartialReload('account/profile/show' as any, ['browserSessions'] as any)
    response.assertStatus(200)
    const sessions = response.body().props.browserSessions
    assert.isTrue(sessions.supported)
    assert.lengthOf(sessions.list, 2)
    const [current, other] = sessions.list
    assert.isTrue(current.isCurrentDevice)
    assert.isFalse(other.isCurrentDevice)
    assert.equal(other.browser, 'Safari')
    assert.equal(other.platform, 'iOS')
    assert.isTrue(other.mobile)
    assert.equal(other.ip, '10.0.0.2')
    assert.isString(other.lastActivity)
    /* Session ids are secrets: never sent to the page. */
    assert.notProperty(other, 'id')
  })

  test('logs out every other session of the user, keeping this one and other users', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const { user: stranger } = await createUserWithTeam('dealer')
    const phone = await otherBrowserSession(user.id)
    const laptop = await otherBrowserSession(user.id)
    const strangers = await otherBrowserSession(stranger.id)

    const request = submitAs(client, user, 'delete', '/user/other-browser-sessions').form({
      password: 'password',
    })
    const response = await request
    assert.equal(response.header('location'), '/user/profile')
    assert.equal(response.flashMessage('success'), 'Chiuse 2 altre sessioni.')
    assert.isFalse(await sessionExists(phone))
    assert.isFalse(await sessionExists(laptop))
    assert.isTrue(await sessionExists(strangers))
    assert.equal(response.session('auth_web'), user.id)
  })

  test('needs the right password', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const phone = await otherBrowserSession(user.id)
    for (const password of ['wrong', '', 'ü'.repeat(100 * 1024)]) {
      const response = await client
        .delete('/user/other-browser-sessions')
        .loginAs(user)
        .header('X-Inertia-Error-Bag', 'logoutOtherBrowserSessions')
        .form({ password })
        .withCsrfToken()
        .redirects(0)
      assert.lengthOf(
        flashedFieldErrors(response).password ?? [],
        1,
        `password of ${password.length} chars`
      )
    }
    assert.isTrue(await sessionExists(phone))
  })
})
