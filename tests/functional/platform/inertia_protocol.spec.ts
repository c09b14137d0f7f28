import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiResponse } from '@japa/api-client'
import { createUserWithTeam } from '#tests/helpers/factories'
import { BrowserLikeClient } from './browser_like_client.js'

/**
 * The spec's transport-level behaviour (§2, §5, §7, §8), asserted over HTTP
 * the way a browser and the Inertia client see it: raw cookies carried by
 * hand, headers as Inertia 3 sends them.
 */

/** Set-Cookie headers of a response, as raw strings. */
function setCookies(response: ApiResponse): string[] {
  const header = response.headers()['set-cookie'] as string[] | string | undefined
  if (!header) return []
  return Array.isArray(header) ? header : [header]
}

/** The page object of a first (HTML) visit. */
function pageObjectOf(html: string) {
  const match = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
  if (!match) throw new Error('No <script data-page="app" type="application/json"> in the HTML')
  return JSON.parse(match[1])
}

test.group('Inertia protocol: page visits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a first visit returns HTML with the page object in a JSON script tag', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/login')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /text\/html/)
    const html = response.text()
    const page = pageObjectOf(html)
    assert.equal(page.component, 'auth/login')
    assert.equal(page.url, '/login')
    assert.equal(page.version, '1')
    assert.equal(page.props.appName, 'Trasporti')
    assert.equal(page.props.locale, 'it')
    assert.deepEqual(page.props.errors, {})
    assert.isNull(page.props.auth)
    /* The root element the client mounts on, the CSRF meta tag and the app title. */
    assert.match(html, /<div id="app"/)
    assert.match(html, /<meta name='csrf-token' content='[^']+'>/)
    assert.match(html, /<title[^>]*>Trasporti<\/title>/)
  })

  test('the JSON in the script tag cannot break out of the tag', async ({ client, assert }) => {
    const response = await client.get('/login?q=</script><script>alert(1)</script>')
    const html = response.text()
    assert.notInclude(html, '<script>alert(1)</script>')
    assert.include(pageObjectOf(html).url, '/login?q=')
  })

  test('an X-Inertia visit returns the page object as JSON', async ({ client, assert }) => {
    const response = await client
      .get('/login')
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', '1')
      .header('X-Requested-With', 'XMLHttpRequest')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /application\/json/)
    assert.equal(response.header('x-inertia'), 'true')
    assert.match(response.header('vary') ?? '', /x-inertia/i)
    const page = response.body()
    assert.equal(page.component, 'auth/login')
    assert.equal(page.url, '/login')
    assert.equal(page.version, '1')
    assert.properties(page.props, ['appName', 'locale', 'errors', 'flash', 'auth'])
  })

  test('the first HTML carries no translations: the tab loads its catalogue bundle', async ({
    client,
    assert,
  }) => {
    const html = await client.get('/login')
    html.assertStatus(200)
    const page = JSON.parse(
      html.text().match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)![1]
    )
    assert.equal(page.props.locale, 'it')
    assert.notProperty(page.props, 'translations')
    assert.notInclude(html.text(), 'auth.login.title')
  })

  test('an Inertia visit gets the messages of its language only when the tab lacks them', async ({
    client,
    assert,
  }) => {
    const lacking = await client.get('/login').withInertia().header('X-Catalogues', '')
    assert.equal(lacking.body().props.translations['auth.login.title'], 'Accedi')

    const holding = await client.get('/register').withInertia().header('X-Catalogues', 'en,it')
    holding.assertInertiaComponent('auth/register')
    assert.notProperty(holding.body().props, 'translations')

    const english = await client
      .get('/register')
      .withInertia()
      .header('X-Catalogues', 'it')
      .header('Accept-Language', 'en')
    assert.equal(english.body().props.locale, 'en')
    assert.equal(english.body().props.translations['auth.login.title'], 'Log in')
  })

  test('a stale X-Inertia-Version on a GET gets 409 with X-Inertia-Location', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/login?next=1')
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', 'an-old-build')
      .redirects(0)
    response.assertStatus(409)
    assert.match(response.header('x-inertia-location') ?? '', /\/login\?next=1$/)
    assert.isUndefined(response.header('x-inertia'))
  })

  test('a current version is served normally and a missing one counts as stale', async ({
    client,
    assert,
  }) => {
    const current = await client
      .get('/login')
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', '1')
    current.assertStatus(200)
    const missing = await client.get('/login').header('X-Inertia', 'true').redirects(0)
    missing.assertStatus(409)
    assert.exists(missing.header('x-inertia-location'))
  })

  test('a first (HTML) visit to an unknown page renders the 404 page, not a 500', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/does-not-exist')
    response.assertStatus(404)
    assert.match(response.header('content-type') ?? '', /text\/html/)
    const page = pageObjectOf(response.text())
    assert.equal(page.component, 'errors/show')
    assert.equal(page.props.status, 404)
  })

  test('a visit to an unknown page renders the Inertia error page with 404', async ({ client }) => {
    const response = await client.get('/does-not-exist').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/show')
    response.assertInertiaPropsContains({ status: 404 })
  })
})

test.group('Inertia protocol: CSRF and the XSRF-TOKEN cookie', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page sets an XSRF-TOKEN cookie readable by scripts and an HttpOnly session cookie', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/login')
    const lines = setCookies(response)
    const xsrf = lines.find((line) => line.startsWith('XSRF-TOKEN='))
    const session = lines.find((line) => line.startsWith('trasporti-session='))
    assert.exists(xsrf)
    assert.notMatch(xsrf!, /HttpOnly/i)
    assert.match(xsrf!, /SameSite=Lax/i)
    assert.exists(session)
    assert.match(session!, /HttpOnly/i)
  })

  test('a POST carrying the cookie value back as X-XSRF-TOKEN passes CSRF', async ({ assert }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'xsrf-ok@example.test' })
    const browser = new BrowserLikeClient()
    await browser.get('/login', { inertia: false })
    assert.exists(browser.xsrfToken())

    const response = await browser.post('/login', { email: user.email, password: 'password' })
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), '/home')
  })

  test('the same POST without any token is rejected with a redirect back and a message, not a 500', async ({
    assert,
  }) => {
    await createUserWithTeam('dealer', { email: 'xsrf-missing@example.test' })
    const browser = new BrowserLikeClient()
    await browser.get('/login', { inertia: false })

    const response = await browser.post(
      '/login',
      { email: 'xsrf-missing@example.test', password: 'password' },
      { xsrf: false, headers: { Referer: `${browser.baseUrl}/login` } }
    )
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), `${browser.baseUrl}/login`)

    const next = await browser.follow(response)
    assert.equal(next.json.component, 'auth/login')
    assert.isNull(next.json.props.auth)
    assert.isString(next.json.props.flash.error)
  })

  test('a POST without a session at all is rejected, not a 500', async ({ client, assert }) => {
    const response = await client
      .post('/login')
      .form({ email: 'a@example.test', password: 'x' })
      .redirects(0)
    response.assertStatus(302)
    assert.notEqual(response.header('location'), '/home')
  })

  test('a forged X-XSRF-TOKEN is rejected with a redirect back', async ({ assert }) => {
    const browser = new BrowserLikeClient()
    await browser.get('/login', { inertia: false })
    for (const forged of ['e:not-a-real-token', 'garbage', 'e:' + 'A'.repeat(5000)]) {
      const response = await browser.post(
        '/login',
        { email: 'a@example.test', password: 'password' },
        { xsrf: false, headers: { 'X-XSRF-TOKEN': forged } }
      )
      assert.equal(
        response.status,
        302,
        `X-XSRF-TOKEN "${forged.slice(0, 20)}" -> ${response.status}`
      )
    }
  })

  test('a malformed (badly percent-encoded) X-XSRF-TOKEN is rejected, not a 500', async ({
    assert,
  }) => {
    const browser = new BrowserLikeClient()
    await browser.get('/login', { inertia: false })
    const response = await browser.post(
      '/login',
      { email: 'a@example.test', password: 'password' },
      { xsrf: false, headers: { 'X-XSRF-TOKEN': '%E0%A4%A' } }
    )
    assert.notEqual(response.status, 500)
    assert.oneOf(response.status, [302, 403, 419])
  })

  test('the CSRF rejection message is translated', async ({ assert }) => {
    const browser = new BrowserLikeClient()
    await browser.get('/login', { inertia: false })
    const response = await browser.post(
      '/login',
      { email: 'a@example.test', password: 'x' },
      { xsrf: false }
    )
    const next = await browser.follow(response)
    const message = next.json.props.flash.error
    assert.isString(message)
    assert.notEqual(message, 'Invalid or expired CSRF token')
    assert.notEqual(message, 'errors.E_BAD_CSRF_TOKEN')
  })
})

test.group('Inertia protocol: validation errors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** POST /login as the Inertia client does, then follow the redirect with the same headers. */
  async function submitLogin(body: Record<string, unknown>, errorBag?: string) {
    const browser = new BrowserLikeClient()
    await browser.get('/login', { inertia: false })
    const post = await browser.post('/login', body, {
      errorBag,
      headers: { Referer: `${browser.baseUrl}/login` },
    })
    const next = await browser.follow(post, { errorBag })
    return { browser, post, next }
  }

  test('field errors come back under the errors prop of the next page', async ({ assert }) => {
    const { post, next } = await submitLogin({ email: '', password: '' })
    assert.equal(post.status, 302)
    assert.equal(next.status, 200)
    assert.equal(next.json.component, 'auth/login')
    const errors = next.json.props.errors
    assert.isString(errors.email)
    assert.isString(errors.password)
  })

  test('with X-Inertia-Error-Bag the errors are grouped under the bag name', async ({ assert }) => {
    const { next } = await submitLogin({ email: 'not-an-email', password: '' }, 'login')
    const errors = next.json.props.errors
    assert.deepEqual(Object.keys(errors), ['login'])
    assert.isString(errors.login.email)
    assert.isString(errors.login.password)
  })

  test('wrong credentials become a translated field error in the bag', async ({ assert }) => {
    await createUserWithTeam('dealer', { email: 'bag-wrong@example.test' })
    const { next } = await submitLogin(
      { email: 'bag-wrong@example.test', password: 'wrong-password' },
      'login'
    )
    assert.deepEqual(next.json.props.errors, { login: { email: 'Credenziali non valide.' } })
  })

  test('the old input is kept for the form, except the password', async ({ assert }) => {
    const { browser, next } = await submitLogin({
      email: 'not-an-email',
      password: 'secret-secret',
    })
    assert.isString(next.json.props.errors.email)
    /* Nothing of the password travels back in the page or its cookies. */
    assert.notInclude(next.text, 'secret-secret')
    assert.notInclude(browser.cookieHeader(), 'secret-secret')
  })

  test('errors are shown once: the visit after has none', async ({ assert }) => {
    const { browser, next } = await submitLogin({ email: '', password: '' })
    assert.isNotEmpty(next.json.props.errors)
    const again = await browser.get('/login')
    assert.deepEqual(again.json.props.errors, {})
  })
})

test.group('Inertia protocol: redirects', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('logout from an Inertia visit answers 409 with X-Inertia-Location (full reload on /login)', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .post('/logout')
      .loginAs(user)
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', '1')
      .redirects(0)
    response.assertStatus(409)
    assert.match(response.header('x-inertia-location') ?? '', /\/login$/)
  })

  test('logout from a plain form post redirects to /login', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.post('/logout').loginAs(user).withCsrfToken().redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login')
  })

  test('a PUT answered with a redirect becomes 303 for Inertia, so the browser follows with GET', async ({
    client,
  }) => {
    const response = await client
      .put('/locale')
      .form({ locale: 'en' })
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', '1')
      .header('Referer', 'http://localhost/login')
      .redirects(0)
    response.assertStatus(303)
  })

  test('guests are redirected to /login from signed-in pages', async ({ client, assert }) => {
    const response = await client.get('/dealer').withInertia().redirects(0)
    assert.oneOf(response.status(), [302, 303, 409])
    const location = response.header('location') ?? response.header('x-inertia-location')
    assert.match(location ?? '', /\/login$/)
  })
})
