import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Settings: general', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('guests are sent to the login page', async ({ client, assert }) => {
    const response = await client.get('/settings/general').redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login')
  })

  test('users who did not verify their e-mail are sent to verify it', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const response = await client.get('/settings/general').loginAs(user).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/verify-email')
  })

  test('/settings opens the general tab', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/settings').loginAs(user).redirects(0)
    assert.equal(response.header('location'), '/settings/general')
  })

  test('shows the name and language of the signed-in user', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    user.locale = 'en'
    await user.save()
    const response = await client.get('/settings/general').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('account/settings/general')
    response.assertInertiaPropsContains({ settings: { fullName: user.fullName, locale: 'en' } })
  })

  test('saves the name and switches the interface language at once', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', '/settings/general').form({
      fullName: '  Giulia Bianchi  ',
      locale: 'en',
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/settings/general')
    response.assertFlashMessage('success', 'Settings saved.')
    assert.equal(response.cookie('locale')?.value, 'en')

    await user.refresh()
    assert.equal(user.fullName, 'Giulia Bianchi')
    assert.equal(user.locale, 'en')

    const next = await client.get('/settings/general').loginAs(user).withInertia()
    next.assertInertiaPropsContains({ locale: 'en' })
    assert.equal(next.inertiaProps.translations['settings.general.title'], 'General')
  })

  test('refuses empty, too long and wrong-typed values with field errors', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const cases: Record<string, unknown>[] = [
      { fullName: '', locale: 'it' },
      { fullName: 'x'.repeat(200 * 1024), locale: 'it' },
      { fullName: 'Anna Rossi', locale: 'fr' },
      { fullName: 'Anna Rossi', locale: 'e'.repeat(200 * 1024) },
    ]
    for (const payload of cases) {
      const response = await submitAs(client, user, 'put', '/settings/general').form(payload)
      response.assertStatus(302)
      const errors = flashedFieldErrors(response)
      assert.isAbove(Object.keys(errors).length, 0, JSON.stringify(Object.keys(payload)))
    }

    const typed = await submitAs(client, user, 'put', '/settings/general').json({
      fullName: { nested: true },
      locale: ['it'],
    })
    typed.assertStatus(302)
    assert.properties(flashedFieldErrors(typed), ['fullName', 'locale'])

    await user.refresh()
    assert.notEqual(user.fullName, '')
    assert.isNull(user.locale)
  })

  test('accepts names with accents and other scripts', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    await submitAs(client, user, 'put', '/settings/general').form({
      fullName: 'Nicolò D’Agostino 李',
      locale: 'it',
    })
    const saved = await User.findOrFail(user.id)
    assert.equal(saved.fullName, 'Nicolò D’Agostino 李')
  })

  test('a name one character too long is refused with a translated message', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', '/settings/general').form({
      fullName: 'x'.repeat(121),
      locale: 'it',
    })
    assert.deepEqual(flashedFieldErrors(response).fullName, ['Inserisci al massimo 120 caratteri.'])
  })
})
