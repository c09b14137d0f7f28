import { test } from '@japa/runner'
import { BrowserLikeClient } from './browser_like_client.js'

test.group('CSRF value shared with the page (X-CSRF-TOKEN)', () => {
  test('every page carries the session CSRF value, and a request sending it as X-CSRF-TOKEN passes', async ({
    assert,
  }) => {
    const browser = new BrowserLikeClient()
    const page = await browser.get('/login')
    assert.equal(page.status, 200)
    const token = page.json.props.csrfToken
    assert.isString(token)
    assert.isAbove(token.length, 10)

    const accepted = await browser.request(
      'PUT',
      '/locale',
      { locale: 'en' },
      {
        xsrf: false,
        headers: { 'X-CSRF-TOKEN': token, 'Referer': `${browser.baseUrl}/login` },
      }
    )
    assert.equal(accepted.status, 303)
    assert.isTrue(accepted.setCookies.some((line) => line.startsWith('locale=')))
  })

  test('a request with a wrong X-CSRF-TOKEN and no other token is refused', async ({ assert }) => {
    const browser = new BrowserLikeClient()
    await browser.get('/login')
    const refused = await browser.request(
      'PUT',
      '/locale',
      { locale: 'en' },
      {
        xsrf: false,
        headers: { 'X-CSRF-TOKEN': 'forged-value', 'Referer': `${browser.baseUrl}/login` },
      }
    )
    assert.notEqual(refused.status, 500)
    /* Refused: the locale was not switched (no cookie), and the next page says why. */
    assert.isFalse(refused.setCookies.some((line) => line.startsWith('locale=')))
    const next = await browser.follow(refused)
    assert.equal(next.json.props.flash.error, 'La pagina è scaduta: ricaricala e riprova.')
  })
})
