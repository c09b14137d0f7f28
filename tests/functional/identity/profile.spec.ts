import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import VerifyEmailMail from '#identity/mails/verify_email_mail'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Profile page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows the signed-in user profile with its sections', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'profile@example.test' })
    await createUserWithTeam('dealer', { email: 'someone-else@example.test' })
    const response = await client.get('/user/profile').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('account/profile/show')
    response.assertInertiaPropsContains({
      profile: { fullName: user.fullName, email: 'profile@example.test', emailVerified: true },
      twoFactor: { status: 'disabled', setup: null, recoveryCodes: null },
      deletion: { blockingTeams: [] },
    })
    assert.notInclude(JSON.stringify(response.body().props), 'someone-else@example.test')
    /* The browser sessions list is a deferred prop (loading state on the page). */
    assert.notProperty(response.body().props, 'browserSessions')
    assert.include(JSON.stringify(response.body().deferredProps ?? {}), 'browserSessions')
  })

  test('unverified users can still open their profile (to fix a mistyped address)', async ({
    client,
  }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const response = await client.get('/user/profile').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaPropsContains({ profile: { emailVerified: false } })
  })
})

test.group('Update profile information', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('updates the name without touching the verification', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { user } = await createUserWithTeam('dealer', { email: 'same@example.test' })
    const response = await submitAs(client, user, 'put', '/user/profile-information').form({
      fullName: 'Zoë Ñúñez-Łukasiewicz 李',
      email: 'SAME@example.test',
    })
    assert.equal(response.header('location'), '/user/profile')
    assert.equal(response.flashMessage('success'), 'Profilo aggiornato.')
    await user.refresh()
    assert.equal(user.fullName, 'Zoë Ñúñez-Łukasiewicz 李')
    assert.equal(user.email, 'same@example.test')
    assert.isNotNull(user.emailVerifiedAt)
    mails.assertNoneQueued()
    mail.restore()
  })

  test('changing the e-mail clears the verification and sends a link to the new address', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user } = await createUserWithTeam('dealer', { email: 'old@example.test' })
    const response = await submitAs(client, user, 'put', '/user/profile-information').form({
      fullName: user.fullName,
      email: 'New@Example.test',
    })
    assert.equal(
      response.flashMessage('success'),
      'Profilo aggiornato. Ti abbiamo inviato un link a new@example.test per verificare il nuovo indirizzo.'
    )
    await user.refresh()
    assert.equal(user.email, 'new@example.test')
    assert.isNull(user.emailVerifiedAt)
    mails.assertQueued(VerifyEmailMail, ({ message }) => {
      message.assertTo('new@example.test')
      return true
    })
    mail.restore()

    const area = await client.get('/dealer').loginAs(user).redirects(0)
    assert.equal(area.header('location'), '/verify-email')
  })

  test('refuses an e-mail used by another account', async ({ client, assert }) => {
    await createUserWithTeam('dealer', { email: 'taken-by-other@example.test' })
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .put('/user/profile-information')
      .loginAs(user)
      .header('X-Inertia-Error-Bag', 'updateProfileInformation')
      .form({ fullName: user.fullName, email: 'taken-by-other@example.test' })
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(flashedFieldErrors(response).email ?? [], 1)
    await user.refresh()
    assert.notEqual(user.email, 'taken-by-other@example.test')
  })

  test('gives field errors for empty, wrong-type, oversized and invalid inputs', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const cases: Record<string, unknown>[] = [
      { fullName: '', email: '' },
      { fullName: 'x'.repeat(200 * 1024), email: `${'y'.repeat(200 * 1024)}@example.test` },
      { fullName: 'Ok Name', email: 'not an email' },
      { fullName: 'A', email: 'ünicode@exämple.test' },
    ]
    for (const form of cases) {
      const response = await submitAs(client, user, 'put', '/user/profile-information').form(form)
      response.assertStatus(302)
      const errors = flashedFieldErrors(response)
      assert.isAbove(Object.keys(errors).length, 0, JSON.stringify(Object.keys(form)))
    }
    const json = await submitAs(client, user, 'put', '/user/profile-information').json({
      fullName: { nested: true },
      email: ['a@b.test'],
    })
    json.assertStatus(302)
    assert.lengthOf(flashedFieldErrors(json).fullName ?? [], 1)
    assert.lengthOf(flashedFieldErrors(json).email ?? [], 1)
    const fresh = await user.refresh()
    assert.equal(fresh.fullName, user.fullName)
  })
})

test.group('Update password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('changes the password when the current one is right', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', '/user/password').form({
      currentPassword: 'password',
      password: 'a much better one',
      password_confirmation: 'a much better one',
    })
    assert.equal(response.flashMessage('success'), 'Password aggiornata.')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'a much better one'))
  })

  test('needs the current password', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .put('/user/password')
      .loginAs(user)
      .header('X-Inertia-Error-Bag', 'updatePassword')
      .form({
        currentPassword: 'not-it',
        password: 'a much better one',
        password_confirmation: 'a much better one',
      })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(response).currentPassword, [
      'La password attuale non è corretta.',
    ])
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'password'))

    const missing = await submitAs(client, user, 'put', '/user/password').form({
      password: 'a much better one',
      password_confirmation: 'a much better one',
    })
    assert.lengthOf(flashedFieldErrors(missing).currentPassword ?? [], 1)
  })

  test('the new password needs its confirmation and a sane length', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const [password, confirmation] of [
      ['a much better one', 'a different one!'],
      ['short', 'short'],
      ['p'.repeat(200 * 1024), 'p'.repeat(200 * 1024)],
    ]) {
      const response = await submitAs(client, user, 'put', '/user/password').form({
        currentPassword: 'password',
        password,
        password_confirmation: confirmation,
      })
      const errors = flashedFieldErrors(response)
      assert.isAbove((errors.password ?? errors.password_confirmation ?? []).length, 0)
    }
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'password'))
  })
})
