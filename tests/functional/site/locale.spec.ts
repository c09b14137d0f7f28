import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { i18nFor } from '#core/i18n'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Interface language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('Italian is the default', async ({ client, assert }) => {
    const response = await client.get('/').withInertia()
    response.assertInertiaPropsContains({ locale: 'it' })
    assert.equal(response.inertiaProps.translations['site.welcome.login'], 'Accedi')
  })

  test('a guest who switches to English gets a cookie and the next page in English', async ({
    client,
    assert,
  }) => {
    const response = await client
      .put('/locale')
      .form({ locale: 'en' })
      .header('referer', '/privacy')
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/privacy')
    const cookie = response.cookie('locale')
    assert.equal(cookie?.value, 'en')

    const next = await client.get('/privacy').withCookie('locale', cookie!.value).withInertia()
    next.assertInertiaPropsContains({ locale: 'en' })
    assert.equal(next.inertiaProps.translations['site.privacy.title'], 'Privacy policy')
  })

  test("a signed-in user's choice is saved on their account", async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', '/locale').form({ locale: 'en' })
    response.assertStatus(302)
    await user.refresh()
    assert.equal(user.locale, 'en')

    /* It follows them without the cookie, whatever the browser says. */
    const next = await client
      .get('/settings/general')
      .loginAs(user)
      .header('accept-language', 'it')
      .withInertia()
    next.assertInertiaPropsContains({ locale: 'en' })
  })

  test("the browser's language is used for guests without a cookie", async ({ client }) => {
    const cases: [string, 'it' | 'en'][] = [
      ['en-US,en;q=0.9', 'en'],
      ['en-GB', 'en'],
      ['fr-FR, en;q=0.5', 'en'],
      ['de-DE', 'it'],
      ['it-IT,it;q=0.9,en;q=0.8', 'it'],
    ]
    for (const [header, locale] of cases) {
      const response = await client.get('/terms').header('accept-language', header).withInertia()
      response.assertInertiaPropsContains({ locale })
    }
  })

  test("the guest's cookie wins over the browser's language", async ({ client }) => {
    const response = await client
      .get('/')
      .withCookie('locale', 'it')
      .header('accept-language', 'en')
      .withInertia()
    response.assertInertiaPropsContains({ locale: 'it' })
  })

  test('an unknown or huge language value is a field error', async ({ client, assert }) => {
    for (const locale of ['fr', '', 'x'.repeat(200 * 1024)]) {
      const response = await client.put('/locale').form({ locale }).withCsrfToken().redirects(0)
      response.assertStatus(302)
      assert.isDefined(flashedFieldErrors(response).locale)
      assert.isUndefined(response.cookie('locale'))
    }
    const typed = await client
      .put('/locale')
      .json({ locale: ['en'] })
      .withCsrfToken()
      .redirects(0)
    typed.assertStatus(302)
    assert.isDefined(flashedFieldErrors(typed).locale)
  })

  test('a forged locale cookie is ignored', async ({ client }) => {
    const response = await client
      .get('/')
      .withCookie('locale', 'xx')
      .header('accept-language', 'en')
      .withInertia()
    response.assertInertiaPropsContains({ locale: 'en' })
  })

  test('a missing translation shows its key on the server', ({ assert }) => {
    assert.equal(i18nFor('it').t('nope.missing'), 'nope.missing')
    assert.equal(i18nFor('en').t('nope.missing'), 'nope.missing')
    assert.equal(i18nFor('en').t('site.footer.terms'), 'Terms of service')
  })

  test('English falls back to Italian for a key only written in Italian', ({ assert }) => {
    assert.equal(i18nFor('it').t('site.footer.terms'), 'Termini di servizio')
  })
})
