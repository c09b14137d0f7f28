import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { BrowserLikeClient } from './browser_like_client.js'

/**
 * Requests that fail before any controller runs (a body that cannot be read, a
 * failed CSRF check, a body over the limit) are answered like any other error:
 * translated text in the request's language, JSON for the API and JSON
 * clients, and for pages a redirect back with the message flashed (never
 * the parser's plain HTML, never a raw translation key).
 */
const MALFORMED = '{"email": "mario@example.test", '
const MESSAGES = {
  it: {
    bad: 'I dati inviati non sono leggibili: ricarica la pagina e riprova.',
    csrf: 'La pagina è scaduta: ricaricala e riprova.',
    large: 'I dati inviati sono troppo grandi.',
  },
  en: {
    bad: 'The data you sent could not be read: reload the page and try again.',
    csrf: 'This page has expired: reload it and try again.',
    large: 'The data you sent is too large.',
  },
}

async function loginPage(language = 'it') {
  const browser = new BrowserLikeClient()
  await browser.get('/login', { inertia: false, headers: { 'Accept-Language': language } })
  return browser
}

test.group('Request errors: unreadable bodies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('malformed JSON from a page goes back with a translated message', async ({ assert }) => {
    for (const [language, messages] of Object.entries(MESSAGES)) {
      const browser = await loginPage(language)
      const response = await browser.post('/login', undefined, {
        headers: { 'Referer': `${browser.baseUrl}/login`, 'Accept-Language': language },
        raw: { contentType: 'application/json', body: MALFORMED },
      })
      assert.equal(response.status, 302)
      assert.equal(response.headers.get('location'), `${browser.baseUrl}/login`)
      const next = await browser.follow(response, { headers: { 'Accept-Language': language } })
      assert.equal(next.json.component, 'auth/login')
      assert.equal(next.json.props.flash.error, messages.bad)
    }
  })

  test('a PUT with malformed JSON from a page gets the 303 Inertia expects', async ({ assert }) => {
    const browser = await loginPage()
    const response = await browser.put('/locale', undefined, {
      headers: { Referer: `${browser.baseUrl}/login` },
      raw: { contentType: 'application/json', body: '[1,' },
    })
    assert.equal(response.status, 303)
  })

  test('the API and JSON clients get a JSON 400 with a translated message', async ({
    client,
    assert,
  }) => {
    const api = await client
      .post('/api/v1/transport-requests')
      .header('Accept-Language', 'en')
      .unsafeJson(MALFORMED)
    api.assertStatus(400)
    assert.deepEqual(api.body(), { errors: [{ message: MESSAGES.en.bad }] })

    const browser = await loginPage()
    const json = await browser.post('/login', undefined, {
      inertia: false,
      headers: { Accept: 'application/json' },
      raw: { contentType: 'application/json', body: MALFORMED },
    })
    assert.equal(json.status, 400)
    assert.deepEqual(json.json, { errors: [{ message: MESSAGES.it.bad }] })
  })

  test('a JSON scalar, a broken gzip or multipart body is the same 400', async ({ assert }) => {
    const browser = await loginPage()
    for (const { encoding, ...raw } of [
      { contentType: 'application/json', body: '"just a string"' },
      { contentType: 'application/json', body: 'not gzip', encoding: 'gzip' },
      { contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Dispo' },
    ]) {
      const response = await browser.post('/login', undefined, {
        inertia: false,
        headers: {
          Accept: 'application/json',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        },
        raw,
      })
      assert.equal(response.status, 400, raw.contentType)
      assert.deepEqual(response.json, { errors: [{ message: MESSAGES.it.bad }] })
    }
  })

  test('a body over the limit is translated, as JSON or flashed', async ({ assert }) => {
    const huge = JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) })
    for (const [language, messages] of Object.entries(MESSAGES)) {
      const browser = await loginPage(language)
      const page = await browser.post('/login', undefined, {
        headers: { 'Referer': `${browser.baseUrl}/login`, 'Accept-Language': language },
        raw: { contentType: 'application/json', body: huge },
      })
      assert.equal(page.status, 302)
      const next = await browser.follow(page, { headers: { 'Accept-Language': language } })
      assert.equal(next.json.props.flash.error, messages.large)

      const json = await browser.post('/login', undefined, {
        inertia: false,
        headers: { 'Accept': 'application/json', 'Accept-Language': language },
        raw: { contentType: 'application/json', body: huge },
      })
      assert.equal(json.status, 413)
      assert.deepEqual(json.json, { errors: [{ message: messages.large }] })
    }
  })
})

test.group('Request errors: CSRF', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a failed CSRF check shows translated text in the guest language', async ({ assert }) => {
    for (const [language, messages] of Object.entries(MESSAGES)) {
      const browser = await loginPage(language)
      const response = await browser.post(
        '/login',
        { email: 'a@example.test', password: 'x' },
        { xsrf: false, headers: { 'Accept-Language': language } }
      )
      const next = await browser.follow(response, { headers: { 'Accept-Language': language } })
      assert.equal(next.json.props.flash.error, messages.csrf)

      const json = await browser.post(
        '/login',
        { email: 'a@example.test', password: 'x' },
        {
          inertia: false,
          xsrf: false,
          headers: { 'Accept': 'application/json', 'Accept-Language': language },
        }
      )
      assert.equal(json.status, 403)
      assert.deepEqual(json.json, { errors: [{ message: messages.csrf }] })
    }
  })

  test('a failed CSRF check carries the security headers', async ({ assert }) => {
    const browser = await loginPage()
    const response = await browser.post('/login', { email: 'a@example.test' }, { xsrf: false })
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/)
    assert.equal(response.headers.get('x-frame-options'), 'DENY')
  })
})
