import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import InputNormalizationMiddleware from '#core/middleware/input_normalization_middleware'
import { BrowserLikeClient } from './browser_like_client.js'
import { submitAs } from '#tests/helpers/requests'

/**
 * The one input normalisation (app/core/middleware/input_normalization_middleware.ts):
 * a NUL or a lone UTF-16 surrogate anywhere in a body (values and keys, any
 * depth, JSON, urlencoded or multipart) is a translated field error before any
 * controller or query sees it; in a page's query string it is dropped; the API
 * answers 422; a NUL in the path is a 404. PostgreSQL answered 500 to all of these.
 */
const INVALID_TEXT = 'Il testo contiene caratteri non ammessi.'

async function teamCount() {
  const [{ count }] = await db.from('teams').count('* as count')
  return Number(count)
}

/** Posts a raw JSON body to the login form as a browser would, and follows the redirect back. */
async function loginPageAfterPosting(json: string) {
  const browser = new BrowserLikeClient()
  await browser.get('/login', { inertia: false })
  const response = await browser.post('/login', undefined, {
    headers: { Referer: `${browser.baseUrl}/login` },
    raw: { contentType: 'application/json', body: json },
  })
  return browser.follow(response)
}

test.group('Input normalisation: bodies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a NUL in a form field is a field error and nothing is written', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const before = await teamCount()
    const response = await client
      .post('/teams')
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ name: 'Nuova\u0000squadra', kind: 'dealer' })
      .redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.deepEqual(flashedFieldErrors(response), { name: [INVALID_TEXT] })
    assert.equal(await teamCount(), before)
  })

  test('a lone surrogate (JSON \\ud800 escape) in a value or a key is a field error, at any depth', async ({
    assert,
  }) => {
    const next = await loginPageAfterPosting(
      '{"email":"a@b.it","password":"x","stops":[{"city":"Roma\\udc00"}],"\\ud800":"x"}'
    )
    assert.deepEqual(next.json.props.errors, {
      'stops.0.city': INVALID_TEXT,
      '\uFFFD': INVALID_TEXT,
    })
  })

  test('an invalid character in the e-mail field is a field error, not an expired page', async ({
    assert,
  }) => {
    const next = await loginPageAfterPosting('{"email":"mario\\ud800@example.test","password":"x"}')
    assert.equal(next.json.props.errors.email, INVALID_TEXT)
    assert.isNull(next.json.props.flash.error)
  })

  test('urlencoded and multipart fields are checked too, and that text is not flashed back', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const before = await teamCount()
    const form = await submitAs(client, user, 'post', '/teams').form({
      name: 'a\u0000b',
      kind: 'dealer',
    })
    assert.deepEqual(flashedFieldErrors(form), { name: [INVALID_TEXT] })
    assert.notProperty(form.flashMessages(), 'name')

    const multipart = await client
      .post('/teams')
      .loginAs(user)
      .withCsrfToken()
      .field('name', 'a\u0000b')
      .field('kind', 'dealer')
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(multipart), { name: [INVALID_TEXT] })
    assert.equal(await teamCount(), before)
  })

  test('a field named like an Object property (constructor, toString) is reported as `body`', async ({
    client,
    assert,
  }) => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const response = await client
        .post('/login')
        .withCsrfToken()
        .withInertia()
        .json({ [name]: 'a\u0000' })
        .redirects(0)
      assert.equal(response.status(), 302, name)
      assert.deepEqual(flashedFieldErrors(response), { body: [INVALID_TEXT] })
    }
  })

  test('the API and JSON clients get a 422 with the field', async ({ client, assert }) => {
    const api = await client
      .post('/api/v1/transport-requests')
      .json({ notes: 'x\u0000', stops: [{ city: 'ok' }] })
    api.assertStatus(422)
    assert.deepEqual(api.body(), {
      errors: [{ field: 'notes', message: INVALID_TEXT, rule: 'invalid_text' }],
    })

    const { user } = await createUserWithTeam('dealer')
    const json = await client
      .post('/teams')
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ name: 'x\u0000' })
    json.assertStatus(422)
    assert.deepEqual(json.body().errors, [
      { field: 'name', message: INVALID_TEXT, rule: 'invalid_text' },
    ])
  })

  test('the message follows the language of the request', async ({ client, assert }) => {
    const response = await client
      .post('/api/v1/transport-requests')
      .header('Accept-Language', 'en')
      .json({ notes: 'x\u0000' })
    response.assertStatus(422)
    assert.equal(
      response.body().errors[0].message,
      'The text contains characters that are not allowed.'
    )
  })
})

test.group('Input normalisation: method override', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a `_method` that is not a string is ignored, in the body or the query string', async ({
    client,
    assert,
  }) => {
    for (const [query, body] of [
      ['', { _method: ['PUT'], email: '', password: '' }],
      ['', { _method: null, email: '', password: '' }],
      ['', { _method: { x: 1 }, email: '', password: '' }],
      ['?_method[]=PUT', { email: '', password: '' }],
    ] as const) {
      const response = await client.post(`/login${query}`).withCsrfToken().json(body).redirects(0)
      response.assertStatus(302)
      assert.properties(flashedFieldErrors(response), ['email', 'password'])
    }
    /* With a body that cannot be read, too (the answer itself reads the method). */
    const malformed = await client
      .post('/login?_method[x]=1')
      .withCsrfToken()
      .accept('json')
      .unsafeJson('{"email":')
    malformed.assertStatus(400)
  })

  test('a string `_method` still overrides the method', async ({ client }) => {
    const response = await client
      .post('/locale?_method=PUT')
      .withCsrfToken()
      .json({ locale: 'en' })
      .redirects(0)
    response.assertStatus(302)
    response.assertCookie('locale')
  })
})

test.group('Input normalisation: query strings and paths', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page drops a query parameter holding a NUL: the list renders without that filter', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    for (const query of ['q=a%00b', 'q[]=%00', 'page=1&q[x]=%00']) {
      const response = await client.get(`/admin/wallet?${query}`).loginAs(user).withInertia()
      response.assertStatus(200)
      assert.isNull(response.body().props.filters.q, query)
    }
    const kept = await client.get('/admin/wallet?q=Rossi').loginAs(user).withInertia()
    assert.equal(kept.body().props.filters.q, 'Rossi')
  })

  test('the whole parameter goes, whatever its key: dotted, nested or itself invalid', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    /* What the body parser sets before this middleware (a GET has no files). */
    Object.assign(ctx.request, { __raw_files: {} })
    ctx.request.updateQs({
      'a.b': 'x\u0000',
      '\u0000': 'y',
      'filter': { state: ['ok', '\ud800'] },
      'page': '2',
      'q': 'Rossi',
    })
    let reached = false
    await new InputNormalizationMiddleware().handle(ctx, async () => {
      reached = true
    })
    assert.isTrue(reached)
    assert.deepEqual(ctx.request.qs(), { page: '2', q: 'Rossi' })
  })

  test('the API answers 422 to a NUL in the query string', async ({ client, assert }) => {
    const response = await client.get('/api/v1/transports?state=%00')
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [
      { field: 'state', message: INVALID_TEXT, rule: 'invalid_text' },
    ])
  })

  test('a NUL in the path is the 404 of an unknown URL', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const path of [
      '/tracking/abc%00def',
      '/team-invitations/%00',
      '/reset-password/x%00y',
      '/verify-email/1/%00',
    ]) {
      ;(await client.get(path).loginAs(user).withInertia()).assertStatus(404)
      ;(await client.get(path)).assertStatus(404)
    }
  })
})
