import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { BrowserLikeClient } from '../platform/browser_like_client.js'
import {
  HUGE,
  EMOJI,
  PAYLOAD_KINDS,
  oversizedCookies,
  payload,
  type PayloadKind,
} from './payloads.js'

/**
 * Input limits of the finished forms: an empty, too long, wrongly typed
 * (arrays/objects where strings are expected), unicode or 200 KB value is
 * answered by a redirect back with field errors — never a 500 — and no
 * Set-Cookie header grows past 4 KB (flashed old input stays server-side).
 */
type FormEndpoint = {
  method: 'post' | 'put' | 'delete'
  path: (team: Team) => string
  as: 'guest' | 'owner'
  fields: string[]
  /** Payload kinds that must come back with field errors (default: all but unicode and numbers). */
  rejects?: PayloadKind[]
}

const STRICT: PayloadKind[] = ['empty', 'too_long', 'array', 'object', 'huge', 'null', 'numbers']

const FORMS: FormEndpoint[] = [
  { method: 'post', path: () => '/login', as: 'guest', fields: ['email', 'password'] },
  {
    method: 'post',
    path: () => '/register',
    as: 'guest',
    fields: [
      'fullName',
      'email',
      'password',
      'password_confirmation',
      'companyName',
      'kind',
      'terms',
    ],
  },
  { method: 'put', path: () => '/locale', as: 'guest', fields: ['locale'] },
  { method: 'post', path: () => '/forgot-password', as: 'guest', fields: ['email'] },
  {
    method: 'post',
    path: () => '/reset-password',
    as: 'guest',
    fields: ['token', 'password', 'password_confirmation'],
  },
  {
    method: 'put',
    path: () => '/user/profile-information',
    as: 'owner',
    fields: ['fullName', 'email'],
  },
  {
    method: 'put',
    path: () => '/user/password',
    as: 'owner',
    fields: ['currentPassword', 'password', 'password_confirmation'],
  },
  { method: 'post', path: () => '/user/confirm-password', as: 'owner', fields: ['password'] },
  {
    method: 'delete',
    path: () => '/user/other-browser-sessions',
    as: 'owner',
    fields: ['password'],
  },
  { method: 'delete', path: () => '/user', as: 'owner', fields: ['password'] },
  { method: 'post', path: () => '/teams', as: 'owner', fields: ['name', 'kind'] },
  { method: 'put', path: () => '/current-team', as: 'owner', fields: ['teamId'] },
  { method: 'put', path: (team) => `/teams/${team.id}/name`, as: 'owner', fields: ['name'] },
  {
    method: 'put',
    path: (team) => `/teams/${team.id}/company`,
    as: 'owner',
    fields: [
      'legalName',
      'vatNumber',
      'fiscalCode',
      'sdiCode',
      'pec',
      'street',
      'cap',
      'city',
      'province',
      'phone',
    ],
  },
  {
    method: 'post',
    path: (team) => `/teams/${team.id}/addresses`,
    as: 'owner',
    fields: [
      'label',
      'street',
      'cap',
      'city',
      'province',
      'referentName',
      'referentPhone',
      'referentEmail',
      'openingHours',
      'notes',
    ],
  },
  {
    method: 'post',
    path: (team) => `/teams/${team.id}/closing-days`,
    as: 'owner',
    fields: ['startsOn', 'endsOn', 'addressId', 'reason'],
  },
  {
    method: 'post',
    path: (team) => `/teams/${team.id}/invitations`,
    as: 'owner',
    fields: ['email', 'role'],
  },
  {
    method: 'post',
    path: (team) => `/teams/${team.id}/notifications/recipients`,
    as: 'owner',
    fields: ['name', 'email', 'types'],
  },
  {
    method: 'put',
    path: (team) => `/teams/${team.id}/services`,
    as: 'owner',
    fields: ['defaultServices'],
    /* Every field is optional: empty and null are a valid "no services". */
    rejects: ['too_long', 'object', 'huge', 'numbers'],
  },
  { method: 'delete', path: (team) => `/teams/${team.id}`, as: 'owner', fields: ['confirmName'] },
  { method: 'put', path: () => '/settings/general', as: 'owner', fields: ['fullName', 'locale'] },
  { method: 'post', path: () => '/user/api-tokens', as: 'owner', fields: ['name', 'abilities'] },
  {
    method: 'put',
    path: () => '/settings/notifications',
    as: 'owner',
    fields: ['preferences'],
    /* Unknown notification types inside the object are dropped, so an object is valid. */
    rejects: ['empty', 'too_long', 'array', 'huge', 'null', 'numbers'],
  },
]

async function send(
  client: ApiClient,
  form: FormEndpoint,
  body: unknown,
  actor: { user: User; team: Team }
) {
  const request = client[form.method](form.path(actor.team))
    .withInertia()
    .withCsrfToken()
    .header('Referer', 'http://localhost/home')
  if (form.as === 'owner') request.loginAs(actor.user)
  return request.json(body as any).redirects(0)
}

test.group('Input limits: finished forms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const form of FORMS) {
    const label = `${form.method.toUpperCase()} ${form.path({ id: ':id' } as any)}`
    test(`${label}: hostile values get field errors, never a 500 or a cookie over 4 KB`, async ({
      client,
      assert,
    }) => {
      const rejects = form.rejects ?? STRICT
      const problems: string[] = []
      for (const kind of PAYLOAD_KINDS) {
        /* A fresh account each time: a payload may log out, switch team or delete. */
        const actor = await createUserWithTeam('dealer')
        const response = await send(client, form, payload(kind, form.fields), actor)
        const status = response.status()
        if (status >= 500) problems.push(`${kind}: ${status}`)
        for (const cookie of oversizedCookies(response.headers()['set-cookie']))
          problems.push(`${kind}: cookie ${cookie}`)
        if (rejects.includes(kind)) {
          if (![302, 303].includes(status))
            problems.push(`${kind}: expected a redirect back, got ${status}`)
          const errors = flashedFieldErrors(response)
          if (Object.keys(errors).length === 0) problems.push(`${kind}: no field errors flashed`)
          for (const messages of Object.values(errors)) {
            for (const message of [messages].flat()) {
              if (String(message).length > 500)
                problems.push(`${kind}: an error message echoes the input`)
            }
          }
        }
      }
      assert.deepEqual(problems, [])
    }).timeout(60000)
  }
})

test.group('Input limits: specific rules', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a 200 KB e-mail on the login form is a field error under email', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/login')
      .json({ email: HUGE, password: 'password' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.properties(flashedFieldErrors(response), ['email'])
  })

  test('a registration with an emoji in the name and company is accepted', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/register')
      .json({
        fullName: 'Mario 🚚 Rossi',
        email: 'emoji-user@example.test',
        password: 'password-123',
        password_confirmation: 'password-123',
        companyName: 'Autotrasporti Ünïcødé 漢字',
        kind: 'dealer',
        terms: true,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response), {})
    const User = (await import('#identity/models/user')).default
    const user = await User.findByOrFail('email', 'emoji-user@example.test')
    assert.equal(user.fullName, 'Mario 🚚 Rossi')
  })

  test('a name over 120 characters is refused on registration', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .json({
        fullName: 'M'.repeat(121),
        email: 'long-name@example.test',
        password: 'password-123',
        password_confirmation: 'password-123',
        companyName: 'Autosalone',
        kind: 'dealer',
        terms: true,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.properties(flashedFieldErrors(response), ['fullName'])
  })

  test('an array where a string is expected is a field error, not a type confusion', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/login')
      .json({ email: ['admin@example.com', 'x'], password: { $gt: '' } })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.properties(flashedFieldErrors(response), ['email', 'password'])
  })

  test('unicode look-alikes and control characters in the locale are refused', async ({
    client,
    assert,
  }) => {
    for (const locale of ['іt', 'it\u0000', 'it ', EMOJI, 'IT']) {
      const response = await client.put('/locale').json({ locale }).withCsrfToken().redirects(0)
      assert.equal(response.status(), 302, JSON.stringify(locale))
      assert.notEqual(response.cookie('locale')?.value, locale)
    }
  })

  test('a body over the 2 MB limit is refused with 413, not a 500', async ({ client, assert }) => {
    const response = await client
      .post('/login')
      .json({ email: 'x'.repeat(3 * 1024 * 1024) })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.status(), 413)
  })

  test('a body that is not valid JSON is refused, not a 500', async ({ client, assert }) => {
    const response = await client
      .post('/login')
      .header('Content-Type', 'application/json')
      .withCsrfToken()
      .json('{"email": "broken' as any)
      .redirects(0)
    assert.isBelow(response.status(), 500)
  })

  test('flashed old input of a 200 KB field stays out of the cookies', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/register')
      .json({ fullName: HUGE, email: HUGE, companyName: HUGE, kind: 'dealer', terms: true })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(oversizedCookies(response.headers()['set-cookie']), [])
  })

  test('a plain (non-Inertia) form post of a 200 KB field keeps every cookie under 4 KB', async ({
    assert,
  }) => {
    /*
     * Without X-Inertia the session flashes the old input for the next page:
     * with server-side sessions (database, redis, memory) that stays on the
     * server; with SESSION_DRIVER=cookie it would land in a cookie no
     * browser keeps (this test fails when run with the cookie store).
     */
    const browser = new BrowserLikeClient()
    await browser.get('/register', { inertia: false })
    const response = await browser.post(
      '/register',
      { fullName: HUGE, email: 'not-an-email', companyName: 'y'.repeat(3000), kind: 'dealer' },
      { inertia: false, headers: { Accept: 'text/html' } }
    )
    assert.equal(response.status, 302)
    assert.deepEqual(oversizedCookies(response.setCookies), [])
    const next = await browser.follow(response, { inertia: false })
    assert.equal(next.status, 200)
    assert.deepEqual(oversizedCookies(next.setCookies), [])
  })

  test('the JSON API answers malformed or hostile bearer tokens with a JSON 401, never a 500', async ({
    client,
    assert,
  }) => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Bearer trp_',
      'Bearer trp_' + 'x'.repeat(5000),
      'Bearer trp_\u00ff\u00fe%00',
      'Basic YWRtaW46cGFzc3dvcmQ=',
      'Bearer trp_MQ.' + 'A'.repeat(40),
      'Bearer oat_1.abc',
    ]) {
      const response = await client
        .get('/api/v1/me')
        .header('Authorization', authorization)
        .header('Accept', 'application/json')
      assert.equal(response.status(), 401, authorization.slice(0, 30))
      assert.match(response.header('content-type') ?? '', /application\/json/)
      assert.isArray(response.body().errors)
    }
  })
})
